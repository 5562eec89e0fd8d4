import { memo } from 'react';
import { HeaderCell, ResizeHandle, type CellAlign } from '../primitives/Table.js';
import type {
  ResizeHandleProps,
  SizingHeaderCellProps,
  SizingHeaderLabelProps,
} from './sizing/types.js';
import { mixesDirections } from './bidi.js';
import { SortControl } from './SortControl.js';
import type { SortDirection } from './sorting.js';
import type { SortControlProps } from './useSortableHeaders.js';
import { styled } from '../theme/styled.js';

/** A header's text when it cannot sort: a narrowed column cuts it, as it cuts its cells'. */
const HeaderLabel = styled.span({
  display: 'inline-block',
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'top',
  // In its own text's direction: cut at its own end in a table of the other direction. Letters
  // of both directions: the table's (see `bidi.ts`).
  unicodeBidi: 'plaintext',
  '&[data-mixed]': { unicodeBidi: 'normal' },
});

export interface ColumnHeaderProps {
  header: string;
  align: CellAlign;
  /** The sizing hook's props for the `<th>`, with the sorting hook's `aria-sort`. */
  cellProps: SizingHeaderCellProps & { 'aria-sort': SortDirection | undefined };
  labelProps: SizingHeaderLabelProps;
  /** `undefined`: the header cannot sort, and its text is a plain label. */
  sortProps: SortControlProps | undefined;
  /** `undefined`: the column has no resize handle (the actions column). */
  handleProps: ResizeHandleProps | undefined;
}

/** One column's `<th>`: its label or sort control, and its resize handle. */
function ColumnHeaderCell({
  header,
  align,
  cellProps,
  labelProps,
  sortProps,
  handleProps,
}: ColumnHeaderProps) {
  return (
    <HeaderCell align={align} {...cellProps}>
      {sortProps ? (
        <SortControl {...sortProps} labelProps={labelProps}>
          {header}
        </SortControl>
      ) : (
        <HeaderLabel {...labelProps} data-mixed={mixesDirections(header) ? '' : undefined}>
          {header}
        </HeaderLabel>
      )}
      {handleProps && <ResizeHandle {...handleProps} />}
    </HeaderCell>
  );
}

type Fields = Readonly<Record<string, unknown>>;

/** Whether two prop objects hold the same values, a nested object (a `style`) compared alike. */
function sameFields(before: object | undefined, after: object | undefined, depth = 1): boolean {
  if (before === after) return true;
  if (!before || !after || depth === 0) return false;
  const a = before as Fields;
  const b = after as Fields;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (Object.is(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (!sameFields(x, y, depth - 1)) return false;
  }
  return true;
}

/**
 * Memoized by value: the hooks' getters return new objects on every render, of the same values
 * (their handlers are stable). A release, a key press or a sort renders the headers whose
 * width, state or sort changed, not every header with its styled parts.
 */
export const ColumnHeader = memo(
  ColumnHeaderCell,
  (before, after) =>
    before.header === after.header &&
    before.align === after.align &&
    sameFields(before.cellProps, after.cellProps, 2) &&
    sameFields(before.labelProps, after.labelProps) &&
    sameFields(before.sortProps, after.sortProps) &&
    sameFields(before.handleProps, after.handleProps),
);
