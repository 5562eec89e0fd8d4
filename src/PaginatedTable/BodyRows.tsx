import { ClassNames, type CSSObject } from '@emotion/react';
import { memo, type ReactNode } from 'react';
import { cellStyles, rowStyles } from '../primitives/Table.js';
import { resolveTheme } from '../theme/styled.js';
import { mixesDirections } from './bidi.js';
import type { Column } from './columns.js';
import { placesSelector } from './cellPlaces.js';
import { cellContentStyles, textCellDirection } from './PaginatedTable.styles.js';
import type { ColumnSizing, SizingCellProps } from './sizing/types.js';

/** The sizing hook's body getters: each stable, so the memoized body keeps them. */
type BodyGetters = Pick<
  ColumnSizing,
  'getRowGroups' | 'getRowGroupProps' | 'getRowProps' | 'getCellProps'
>;

export interface BodyRowsProps<Row> extends BodyGetters {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** How many of `rows`, from the first, to render (fewer while a long table mounts). */
  rowCount: number;
  getRowId: (row: Row) => string;
}

function defaultCell(row: object, id: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[id];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

interface RowRangeProps<Row> extends Pick<BodyGetters, 'getRowProps' | 'getCellProps'> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  start: number;
  end: number;
  getRowId: (row: Row) => string;
}

/** Renders one column's cell of a row. */
type CellRenderer<Row> = (row: Row) => ReactNode;

// Each cell's props are an object literal with only the keys its column needs: a table keeps a
// props object per cell, and one built by spreading the sizing props (in most columns all of
// them undefined) is about twice the size, its later keys in a separate backing store. The
// sizing props' `style` (a pinned column's offset) is one rule of the row group's class instead.
function cellRenderer<Row extends object>(
  column: Column<Row>,
  { 'data-pinned': pinned, 'data-edge': edge }: SizingCellProps,
): CellRenderer<Row> {
  const key = column.id;
  if (column.align === 'actions') {
    const { renderActions } = column;
    return (row) => (
      <td key={key} data-align="actions" data-pinned={pinned} data-edge={edge}>
        {renderActions(row)}
      </td>
    );
  }
  // Text, the default alignment, needs no attribute: one fewer per cell to create.
  const align = column.align === 'text' ? undefined : column.align;
  const content: (row: Row) => ReactNode = column.cell ?? ((row) => defaultCell(row, key));
  // A plain text cell whose text mixes directions reads in the table's (see `bidi.ts`).
  const plainText = !column.cell && align === undefined;
  const mixed = (value: ReactNode) =>
    plainText && typeof value === 'string' && mixesDirections(value) ? '' : undefined;
  if (pinned !== undefined || column.textWrapCell) {
    return (row) => {
      const value = content(row);
      return (
        <td
          key={key}
          data-align={align}
          data-wrap={column.textWrapCell || undefined}
          data-pinned={pinned}
          data-edge={edge}
          data-mixed={mixed(value)}
        >
          {value}
        </td>
      );
    };
  }
  return (row) => {
    const value = content(row);
    return mixed(value) === undefined ? (
      <td key={key} data-align={align}>
        {value}
      </td>
    ) : (
      <td key={key} data-align={align} data-mixed="">
        {value}
      </td>
    );
  };
}

// Plain elements, not the styled `Row` and `Cell`: a styled element serializes and hashes its
// styles on every render, which at 5,000 rows × 8 cells was most of the mount. The styles are
// the primitives' own, given by the row group's one class name (see `BodyRows`), so a row and
// its cells carry no class name of their own: an attribute fewer per element to create.
// A data cell cuts its own text (no inner element): half the elements to style, lay out and
// paint on every resize, and a cell's content is exactly what a Range over it measures.
function RowRange<Row extends object>({
  columns,
  rows,
  start,
  end,
  getRowId,
  getRowProps,
  getCellProps,
}: RowRangeProps<Row>): ReactNode {
  const cells = columns.map((column) => cellRenderer(column, getCellProps(column.id)));
  return rows.slice(start, end).map((row, offset) => (
    <tr key={getRowId(row)} aria-rowindex={getRowProps(start + offset)['aria-rowindex']}>
      {cells.map((cell) => cell(row))}
    </tr>
  ));
}

// "Load more" appends rows: a group whose own rows are the same objects does not render again.
const sameRange = <Row,>(before: RowRangeProps<Row>, after: RowRangeProps<Row>) => {
  if (
    before.columns !== after.columns ||
    before.getRowId !== after.getRowId ||
    before.getRowProps !== after.getRowProps ||
    before.getCellProps !== after.getCellProps ||
    before.start !== after.start ||
    before.end !== after.end
  ) {
    return false;
  }
  for (let index = before.start; index < before.end; index += 1) {
    if (before.rows[index] !== after.rows[index]) return false;
  }
  return true;
};

const MemoRowRange = memo(RowRange, sameRange) as typeof RowRange;

/**
 * Rules for a column's cells, selected by their place in the row rather than set on each cell:
 * a pinned column's sticky offset (the sizing hook's cell `style`), and a plain text column's
 * direction (`textCellDirection`). A body row holds `<td>`s alone, so their place among their
 * type is their place in the row, and a `<style>` that server rendering may put beside them does
 * not count.
 * Every plain text column shares one rule: each rule that a cell's place selects is checked
 * against every cell as the browser styles it (in Firefox a rule per column made styling the
 * rows about a quarter dearer).
 */
function columnRules<Row>(
  columns: readonly Column<Row>[],
  getCellProps: BodyGetters['getCellProps'],
): CSSObject {
  const rules: CSSObject = {};
  const plainText: number[] = [];
  columns.forEach((column, index) => {
    if (!column.cell && (column.align ?? 'text') === 'text') plainText.push(index + 1);
    const { style } = getCellProps(column.id);
    if (style) rules[`& > tr > td:nth-of-type(${index + 1})`] = style as CSSObject;
  });
  if (plainText.length > 0) rules[`& > tr > td${placesSelector(plainText)}`] = textCellDirection;
  return rules;
}

/**
 * The body: one `<tbody>` per row group of the sizing hook (one in the table layout).
 * Memoized: a resize re-renders the header and the table's variables, never rows.
 */
export const BodyRows = memo(function BodyRows<Row extends object>({
  columns,
  rows,
  rowCount,
  getRowId,
  getRowGroups,
  getRowGroupProps,
  getRowProps,
  getCellProps,
}: BodyRowsProps<Row>) {
  const groups = getRowGroups(rowCount);
  return (
    <ClassNames>
      {(emotion) => {
        const resolved = resolveTheme(emotion.theme);
        // A data cell cuts its text on one line (or wraps it under `data-wrap`); a cell holding
        // controls (the actions column) clips nothing, not even their focus ring.
        const className = emotion.css(
          {
            '& > tr': rowStyles(resolved),
            '& > tr > td': { ...cellStyles(resolved), ...cellContentStyles },
            '& > tr > td[data-align="actions"]': { overflow: 'visible' },
          },
          columnRules(columns, getCellProps),
        );
        return groups.map((group) => (
          <tbody key={group.start} className={className} {...getRowGroupProps(group)}>
            <MemoRowRange
              columns={columns}
              rows={rows}
              start={group.start}
              end={group.end}
              getRowId={getRowId}
              getRowProps={getRowProps}
              getCellProps={getCellProps}
            />
          </tbody>
        ));
      }}
    </ClassNames>
  );
}) as <Row extends object>(props: BodyRowsProps<Row>) => ReactNode;
