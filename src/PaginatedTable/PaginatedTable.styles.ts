import { css } from '@emotion/react';
import { styled } from '../theme/styled.js';
import { CONTROL_SIZE } from '../primitives/Button.js';
import { Table } from '../primitives/Table.js';
import type { Theme } from '../theme/theme.js';

// The chrome (title, banner, results, Load more) sits on the table's own surface, so it is
// legible on any page: a dark table on a white page, or a light one on black.
export const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  // As a flex or grid item it may be narrower than the table, which then scrolls in its area:
  // an item's automatic minimum is its content's width, which widened the whole page.
  minInlineSize: 0,
  gap: theme.space[2],
  fontFamily: theme.font.family,
  color: theme.colors.text,
  backgroundColor: theme.colors.canvas,
  colorScheme: theme.name,
}));

/**
 * The body's text when there are no rows (the empty message, or a first page's error): its cell
 * spans every column, and the text stays at the area's inline start however far the head is
 * scrolled sideways (it was off-screen, the user shown a blank row).
 */
export const BodyMessage = styled.div(({ theme }) => ({
  position: 'sticky',
  insetInlineStart: theme.space[3],
  inlineSize: 'fit-content',
}));

/** Positions the loading overlay over the scroll area. */
export const Frame = styled.div({ position: 'relative' });

export const Title = styled.div(({ theme }) => ({
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.strong,
}));

/**
 * The exact height of a body row, in whole pixels (the grid layout keeps off-screen row groups
 * at that height): one line of text, or a row-actions button (`controls`), plus the cell
 * padding and its hairline.
 */
export function rowSizeOf(theme: Theme, controls: boolean): string {
  const line = controls
    ? `max(${theme.font.lineHeight}em, ${CONTROL_SIZE})`
    : `${theme.font.lineHeight}em`;
  return `round(up, calc(${line} + ${2 * theme.space[2]}px + 1px), 1px)`;
}

/** The table, its rows dimmed while they load (the head stays as it is: it stays usable). */
export const BusyTable = styled(Table)({
  '&[aria-busy="true"] > tbody': { opacity: 0.4 },
  // Row menus do nothing on paper.
  '@media print': { '& [data-align="actions"]': { display: 'none' } },
});

/** A data cell cuts its text on one line with an ellipsis, or wraps it under `data-wrap`. */
export const cellContentStyles = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-wrap]': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

/**
 * A plain text column's cells (a field's value, no `cell` renderer) read in their own content's
 * direction, so an email or a phone number in a right-to-left table keeps its order and is cut
 * at its own end (a text with letters of both directions reads in the table's, `bidi.ts`). They
 * still align to the row's start, named physically: under `plaintext`,
 * `start` would follow the content, and Chromium keeps `match-parent` as `start`. `@noflip` keeps
 * an RTL style plugin (stylis-plugin-rtl) from turning the sides round. A `cell` renderer's
 * content keeps the table's direction: it isolates values with `<bdi>` as it needs.
 */
export const textCellDirection = css`
  unicode-bidi: plaintext;
  /* @noflip */
  text-align: left;
  &:dir(rtl) {
    /* @noflip */
    text-align: right;
  }
  /* Letters of both directions: the table's direction (see bidi.ts). */
  &[data-mixed] {
    unicode-bidi: normal;
  }
`;

export const Overlay = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  // Presses reach the head (another sort, a resize) and the wheel scrolls the rows; the rows
  // themselves are inert meanwhile.
  pointerEvents: 'none',
  zIndex: theme.zIndex.loading,
  display: 'grid',
  placeItems: 'center',
}));

export const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  fontSize: theme.font.size.md,
  // A line high even while empty (the first page loading), so the count's arrival moves nothing.
  '& > p': {
    margin: 0,
    minBlockSize: '1lh',
    color: theme.colors.textSecondary,
    fontVariantNumeric: 'tabular-nums',
  },
  // While a page loads, Load more keeps focus but does nothing, and looks it.
  '& > a[aria-disabled="true"]': {
    color: theme.colors.textSecondary,
    textDecoration: 'none',
    cursor: 'default',
  },
  // On paper the results text says what was printed; Load more cannot be followed.
  '@media print': { '& > a': { display: 'none' } },
  // A finger gets a target at least 24 px high (WCAG 2.5.8), with nothing moved around it.
  '@media (pointer: coarse)': {
    '& > a': { padding: 4, margin: -4 },
  },
}));
