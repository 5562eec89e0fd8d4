import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

/**
 * How a cell's content is aligned and typeset. Numbers and dates are end-aligned with
 * tabular figures so digits line up; actions hug the inline end.
 */
export type CellAlign = 'text' | 'boolean' | 'number' | 'date' | 'dateTime' | 'actions';

/** Where a sticky cell sticks, if anywhere. */
export type CellPinned = 'start' | 'end';

export const Table = styled.table(({ theme }) => ({
  borderCollapse: 'separate',
  borderSpacing: 0,
  minInlineSize: '100%',
  color: theme.colors.text,
  backgroundColor: theme.colors.canvas,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight,
}));

export const Caption = styled.caption(({ theme }) => ({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: theme.space[2],
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.strong,
}));

export const Head = styled.thead``;

export const Body = styled.tbody``;

export const Row = styled.tr(({ theme }) => ({
  '&:hover > td': { backgroundColor: theme.colors.rowHover },
}));

interface CellOwnProps {
  /**
   * Alignment kind of the cell's content; written to `data-align` for styles to select on.
   * @default 'text'
   */
  align?: CellAlign;
  /**
   * Sticks the cell to the inline start or end of the scroll container.
   * Its inset comes from the `--pt-pinned-offset` custom property.
   * @default undefined (not sticky)
   */
  pinned?: CellPinned | undefined;
}

const alignStyles = {
  '&[data-align="number"], &[data-align="date"], &[data-align="dateTime"]': {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  },
  '&[data-align="boolean"]': { textAlign: 'center' },
  '&[data-align="actions"]': { textAlign: 'end' },
  '&[data-pinned="start"]': {
    position: 'sticky',
    insetInlineStart: 'var(--pt-pinned-offset, 0px)',
  },
  '&[data-pinned="end"]': { position: 'sticky', insetInlineEnd: 'var(--pt-pinned-offset, 0px)' },
} as const;

const StyledHeaderCell = styled.th(({ theme }) => ({
  boxSizing: 'border-box',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: theme.zIndex.header,
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  textAlign: 'start',
  fontWeight: theme.font.weight.strong,
  whiteSpace: 'nowrap',
  backgroundColor: theme.colors.surface,
  borderBlockEnd: theme.borders.hairline,
  '&[data-pinned]': { zIndex: theme.zIndex.pinnedHeader },
  ...alignStyles,
}));

const StyledCell = styled.td(({ theme }) => ({
  boxSizing: 'border-box',
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  textAlign: 'start',
  verticalAlign: 'middle',
  backgroundColor: theme.colors.canvas,
  borderBlockEnd: theme.borders.hairline,
  '&[data-pinned]': { zIndex: theme.zIndex.pinnedCell },
  ...alignStyles,
}));

export type HeaderCellProps = Omit<ComponentPropsWithRef<'th'>, 'align'> & CellOwnProps;

/** A column header (`<th scope="col">`). */
export function HeaderCell({ align = 'text', pinned, ...props }: HeaderCellProps) {
  return <StyledHeaderCell scope="col" data-align={align} data-pinned={pinned} {...props} />;
}

export type CellProps = Omit<ComponentPropsWithRef<'td'>, 'align'> & CellOwnProps;

/** A body cell (`<td>`). */
export function Cell({ align = 'text', pinned, ...props }: CellProps) {
  return <StyledCell data-align={align} data-pinned={pinned} {...props} />;
}
