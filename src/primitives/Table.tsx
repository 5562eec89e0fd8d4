'use client';

import type { CSSObject } from '@emotion/react';
import type { Theme } from '../theme/theme.js';
import { styled } from '../theme/styled.js';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CONTROL_SIZE } from './Button.js';
import { canHover, hairline } from './styles.js';

/**
 * How a cell's content is aligned and typeset. Numbers and dates are end-aligned with
 * tabular figures so digits line up; actions hug the inline end.
 */
export type CellAlign = 'text' | 'boolean' | 'number' | 'date' | 'dateTime' | 'actions';

/** Where a sticky cell sticks, if anywhere. */
export type CellPinned = 'start' | 'end';

/** A `<table>` with the theme's type, colours and collapsed-looking borders. */
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

/** The table's name, shown above it. */
export const Caption = styled.caption(({ theme }) => ({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: theme.space[2],
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.strong,
}));

/** `<thead>`. */
export const Head = styled.thead``;

/** `<tbody>`. */
export const Body = styled.tbody``;

// Row and cell styles as functions of the theme: the primitives below are styled with them,
// and a body of thousands of cells computes their class names once (see `BodyRows`).

/** A body row's styles: its cells take an opaque hover colour (sticky cells hide what scrolls under). */
export const rowStyles = (theme: Theme): CSSObject => ({
  [canHover]: { '&:hover > td': { backgroundColor: theme.colors.rowHover } },
});

/** `<tr>`; its cells take an opaque hover colour, so sticky cells still hide what scrolls under. */
export const Row = styled.tr(({ theme }) => rowStyles(theme));

/** What `HeaderCell` and `Cell` add to a `<th>`'s or `<td>`'s props. */
interface CellOwnProps {
  /**
   * Alignment kind of the cell's content; written to `data-align` for styles to select on.
   * @default 'text'
   */
  align?: CellAlign | undefined;
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

/**
 * On paper nothing scrolls, so a text wraps rather than being cut: a header between words, so a
 * column is at least as wide as its header's longest word; a cell anywhere if it must. Numbers
 * and dates stay whole on one line.
 */
const printStyles = (overflowWrap: 'normal' | 'anywhere'): CSSObject => ({
  '@media print': {
    whiteSpace: 'normal',
    overflowWrap,
    '&[data-align="number"], &[data-align="date"], &[data-align="dateTime"]': {
      whiteSpace: 'nowrap',
      overflowWrap: 'normal',
    },
  },
});

/** The grip's inset from its header cell's inline end, and its width, in px. */
const GRIP_INSET = 3;
const GRIP_WIDTH = 3;
/**
 * The least padding at the inline end of a header with a resize handle: the grip, and the 6 px
 * gap the regular spacing leaves before it. A denser theme's `space[3]` ran the text into it.
 */
const HANDLE_ROOM = GRIP_INSET + GRIP_WIDTH + 6;
/**
 * A finger's resize handle: WCAG 2.5.8's least target, in px. The header's text ends before it,
 * so a tap on the text's end or a sort button's arrow is not taken for the handle's.
 */
const TOUCH_HANDLE = 24;
/** A resize handle's width under a mouse or a pen, in px. */
const HANDLE_WIDTH = 9;
/**
 * Where a header holds a control (a sort button) beside a handle narrower than the least target:
 * WCAG 2.5.8's spacing, a 24 px circle on the handle's centre clear of the control. The control
 * ends this far from the cell's inline end, and a control at the start of the next header starts
 * this far from its cell's start, in px.
 */
const CONTROL_END_ROOM = Math.ceil(HANDLE_WIDTH / 2 + TOUCH_HANDLE / 2);
const CONTROL_START_ROOM = Math.ceil(TOUCH_HANDLE / 2 - HANDLE_WIDTH / 2);
/** A header cell that holds a control of its own. */
const holdsControl = ':has(> button, > a)';

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
  borderBlockEnd: hairline(theme),
  '&:has(> [role="separator"])': { paddingInlineEnd: Math.max(theme.space[3], HANDLE_ROOM) },
  [`&${holdsControl}`]: { paddingInlineStart: Math.max(theme.space[3], CONTROL_START_ROOM) },
  [`&${holdsControl}:has(> [role="separator"])`]: {
    paddingInlineEnd: Math.max(theme.space[3], CONTROL_END_ROOM),
  },
  '@media (pointer: coarse)': {
    '&:has(> [role="separator"])': { paddingInlineEnd: Math.max(theme.space[3], TOUCH_HANDLE) },
    [`&${holdsControl}:has(> [role="separator"])`]: {
      paddingInlineEnd: Math.max(theme.space[3], TOUCH_HANDLE),
    },
  },
  '&[data-pinned]': { zIndex: theme.zIndex.pinnedHeader },
  ...alignStyles,
  ...printStyles('normal'),
}));

/** A body cell's styles; alignment and pinning select on `data-align` and `data-pinned`. */
export const cellStyles = (theme: Theme): CSSObject => ({
  boxSizing: 'border-box',
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  textAlign: 'start',
  verticalAlign: 'middle',
  backgroundColor: theme.colors.canvas,
  borderBlockEnd: hairline(theme),
  '&[data-pinned]': { zIndex: theme.zIndex.pinnedCell },
  // A row's button (the row menu's trigger) sits at the top of its line, not on the baseline:
  // there the text's descent below it made the line taller than the row, whose size counts the
  // taller of the line and the button (`rowSizeOf`), so the next row covered the cell's hairline
  // at a large root font. A line taller than the button centres it with equal margins.
  '&[data-align="actions"] > button': {
    verticalAlign: 'top',
    marginBlock: `max(0px, (1lh - ${CONTROL_SIZE}) / 2)`,
  },
  ...alignStyles,
  ...printStyles('anywhere'),
});

const StyledCell = styled.td(({ theme }) => cellStyles(theme));

/** Props of `HeaderCell`: a `<th>`'s, plus alignment and pinning. */
export type HeaderCellProps = Omit<ComponentPropsWithoutRef<'th'>, 'align'> & CellOwnProps;

/** A column header (`<th scope="col">`). */
export const HeaderCell = forwardRef<HTMLTableCellElement, HeaderCellProps>(function HeaderCell(
  { align = 'text', pinned, ...props },
  ref,
) {
  return (
    <StyledHeaderCell ref={ref} scope="col" data-align={align} data-pinned={pinned} {...props} />
  );
});

/** Props of `Cell`: a `<td>`'s, plus alignment and pinning. */
export type CellProps = Omit<ComponentPropsWithoutRef<'td'>, 'align'> & CellOwnProps;

/** A body cell (`<td>`). */
export const Cell = forwardRef<HTMLTableCellElement, CellProps>(function Cell(
  { align = 'text', pinned, ...props },
  ref,
) {
  return <StyledCell ref={ref} data-align={align} data-pinned={pinned} {...props} />;
});

/**
 * A column's resize handle: a thin grip on the header cell's inline-end edge. Spread
 * `useColumnSizing().getResizeHandleProps(id)` on it; it shows `data-resizing` while dragged.
 */
export const ResizeHandle = styled.div(({ theme }) => ({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: HANDLE_WIDTH,
  cursor: 'col-resize',
  // A finger's sideways move resizes; an upward or downward swipe scrolls the page as it would
  // anywhere else (the browser then cancels the drag, and the width stays as it was).
  touchAction: 'pan-y',
  userSelect: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: theme.space[2],
    insetInlineEnd: GRIP_INSET,
    inlineSize: GRIP_WIDTH,
    borderRadius: theme.radii.pill,
    // 3:1 against the header in both themes (WCAG 1.4.11): the grip is how a user finds the handle.
    backgroundColor: theme.colors.borderStrong,
  },
  '&:hover::after, &:focus-visible::after, &[data-resizing]::after': {
    insetBlock: 0,
    backgroundColor: theme.colors.accent,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '-2px' },
  // A finger needs a target of 24 px or more (WCAG 2.5.8); the grip stays where it is.
  '@media (pointer: coarse)': { inlineSize: TOUCH_HANDLE },
  // Forced colours would paint the grip in the header's Canvas: it takes the text colour.
  '@media (forced-colors: active)': {
    '&::after': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
    '&:hover::after, &:focus-visible::after, &[data-resizing]::after': {
      backgroundColor: 'Highlight',
    },
  },
  '@media print': { display: 'none' },
}));
