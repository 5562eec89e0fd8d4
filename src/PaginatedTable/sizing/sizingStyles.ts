/**
 * The sizing unit's stylesheet and the attributes and variables its rules select on: what CSS
 * the measuring reads and both layouts need, whatever styling solution renders the table.
 */
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useInsertionEffect } from 'react';

/** Set on a table of the `table` layout for the length of one measuring read. */
export const MEASURING_ATTRIBUTE = 'data-sizing-measuring';
/** Marks the element holding a header's text, so measuring can read the header alone. */
export const LABEL_ATTRIBUTE = 'data-sizing-label';
/** `grid` on a table whose rows are grids over the width variables (see `SIZING_CSS`). */
export const LAYOUT_ATTRIBUTE = 'data-sizing-layout';
/**
 * Set, for one measuring read of a grid table, on its head and the row groups in view: they lay
 * out at max-content (a skipped group too). Not on the table, so that a browser that restyles
 * skipped groups (Firefox) restyles only these, not every loaded row.
 */
export const MEASURE_GROUP_ATTRIBUTE = 'data-sizing-measure';
/**
 * Set on the row groups of a grid table within reach of the view (see `GroupTracks`): the ones
 * the browser may render. Only their cells are positioned (see `SIZING_CSS`).
 */
export const NEAR_ATTRIBUTE = 'data-sizing-near';
/**
 * Set on the row groups of a grid table that the browser renders (not skipped): they are as wide
 * as their own rows (see `GroupTracks`).
 */
export const RENDERED_ATTRIBUTE = 'data-sizing-rendered';
/**
 * Set on a table's head while a click on a handle has placed that column's edge, which then
 * follows the pointer along the head (`placeEdge`): the pointer shows a resize cursor there.
 */
export const PLACING_ATTRIBUTE = 'data-sizing-placing';
/** Set, during a drag, on the rows of the groups in view that are out of it: not painted. */
export const PARKED_ATTRIBUTE = 'data-sizing-parked';
/**
 * Set on a table found with no box (in a closed tab, say) until it has one and is measured: not
 * painted meanwhile, so its first frame never shows unsized columns.
 */
export const WAITING_ATTRIBUTE = 'data-sizing-waiting';
/**
 * Marks the probe `TextProbe` puts in the first header cell: a line of hidden text, drawn as the
 * headers are, whose size tells when text metrics change.
 */
export const PROBE_ATTRIBUTE = 'data-sizing-probe';
/** The exact height of a body row. Set it on the table (a length, ideally whole pixels). */
export const ROW_SIZE_VAR = '--pt-row-size';
/** How many rows a `<tbody>` group holds, so a skipped group keeps its exact height. */
export const GROUP_ROWS_VAR = '--pt-group-rows';

/**
 * The sizing unit's stylesheet; its notes are JS comments, so they stay out of the bundle.
 *
 * What measuring needs from CSS: while `data-sizing-measuring` is on a table (or, in the grid
 * layout, `data-sizing-measure` on its head and the groups read), every column lays out at its
 * widest content on one line, whatever widths the getters' inline styles say. `!important`
 * beats those inline styles. The fixed layout itself travels in `getTableProps().style`.
 */
export const SIZING_CSS = [
  `table[${WAITING_ATTRIBUTE}] {
  visibility: hidden;
}
table[${MEASURING_ATTRIBUTE}] {
  table-layout: auto !important;
  inline-size: max-content !important;
  min-inline-size: 0 !important;
}
table[${MEASURING_ATTRIBUTE}] > * > tr > *,
table[${LAYOUT_ATTRIBUTE}='grid'] > [${MEASURE_GROUP_ATTRIBUTE}] > tr > * {
  inline-size: auto !important;
  min-inline-size: 0 !important;
  max-inline-size: none !important;
}
table[${MEASURING_ATTRIBUTE}] td,
table[${MEASURING_ATTRIBUTE}] td *,
table[${LAYOUT_ATTRIBUTE}='grid'] > [${MEASURE_GROUP_ATTRIBUTE}] td,
table[${LAYOUT_ATTRIBUTE}='grid'] > [${MEASURE_GROUP_ATTRIBUTE}] td * {
  white-space: nowrap !important;
}`,
  // The grid layout: table, caption, head and row groups are blocks and every row is a grid.
  // The track list lives inline on the head and on the row groups, and their rows inherit it
  // (before the widths are fixed, all inherit the table's): a resize restyles sections and rows,
  // never the cells, and a drag writes the head and the rows in view alone (see GroupTracks in
  // groupTracks.ts). No table layout runs. A row group off-screen is skipped
  // (content-visibility: auto) and keeps an exact height, since every row is exactly
  // --pt-row-size high: the scroll height never drifts as groups come and go. Each group is its own
  // compositing layer (will-change: transform, on the table's background so that the layer is
  // opaque): every sticky cell is a layer too, and with up to 160 of them in one flat list,
  // Chromium's layerization of that list is slow whenever the rendered rows change (a group
  // scrolled near, a release, Load more); grouped, it is a few layers.
  // The header sticks as a whole: a <th> in a block row could only stick within that row.
  `table[${LAYOUT_ATTRIBUTE}='grid'] {
  display: block;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > caption {
  display: block;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > thead,
table[${LAYOUT_ATTRIBUTE}='grid'] > tbody {
  display: block;
  grid-template-columns: inherit;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > thead {
  position: sticky;
  inset-block-start: 0;
  z-index: 2;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > tbody {
  content-visibility: auto;
  contain-intrinsic-block-size: calc(var(${ROW_SIZE_VAR}, 40px) * var(${GROUP_ROWS_VAR}, 1));
  will-change: transform;
  background-color: inherit;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > * > tr {
  display: grid;
  grid-template-columns: inherit;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > tbody > tr {
  block-size: var(${ROW_SIZE_VAR}, 40px);
}
table[${LAYOUT_ATTRIBUTE}='grid'] > * > tr > * {
  display: block;
  min-inline-size: 0;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > tbody > tr > td {
  align-content: center;
}`,
  // The text probe (textProbe.ts): a clipped 1 px box, so it never widens its cell or scrolls
  // the area, around a line as long as its text. Generated text: no node to find, copy or name.
  `[${PROBE_ATTRIBUTE}] {
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
}
[${PROBE_ATTRIBUTE}] > span {
  position: absolute;
  white-space: pre;
}
[${PROBE_ATTRIBUTE}] > span::before {
  content: 'Mw 0 Mw';
}`,
  // A row of one cell spanning columns (an empty table's message) spans the whole grid row.
  `table[${LAYOUT_ATTRIBUTE}='grid'] > tbody > tr > td[colspan]:only-child {
  grid-column: 1 / -1;
}`,
  // Cells of the groups beyond reach are not positioned: a sticky cell sticks in the groups near
  // the view alone. Firefox places every sticky cell of a scroll area again on each reflow,
  // rendered or skipped: at 5,000 rows that doubled a move's cost there.
  // Only the browser renders a grid table (server HTML and hydration use the table layout), so
  // server HTML keeps every cell sticky, even once another table has brought this stylesheet.
  // It applies from the first render of a table mounted in the browser, so no switch restyles
  // thousands of cells at once (one on the widths being fixed cost 10% of Firefox's mount); a
  // hydrated table switches once, on the render after hydration.
  `table[${LAYOUT_ATTRIBUTE}='grid'] > tbody:not([${NEAR_ATTRIBUTE}]) > tr > * {
  position: static;
}`,
  // A placed edge follows the pointer along the head: so does a resize cursor, over its controls
  // too (a click there sets the edge).
  `[${PLACING_ATTRIBUTE}],
[${PLACING_ATTRIBUTE}] * {
  cursor: col-resize;
}`,
  // During a drag, the rows of the groups in view that are out of it are not painted
  // (GroupTracks): their group is painted again on every move.
  `table[${LAYOUT_ATTRIBUTE}='grid'] > tbody > tr[${PARKED_ATTRIBUTE}] {
  visibility: hidden;
}`,
  // A rendered group is as wide as its own rows, not as the table: one that keeps older tracks
  // (GroupTracks) is not laid out or painted again when the table's width changes. A skipped
  // group fills the table and counts for nothing in its width, whatever size the browser
  // remembers from when it last rendered it (content-visibility: auto implies
  // contain-intrinsic-size: auto): only the head and the rendered rows make the table's width.
  `table[${LAYOUT_ATTRIBUTE}='grid'] > tbody[${RENDERED_ATTRIBUTE}] {
  inline-size: max-content;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > tbody:not([${RENDERED_ATTRIBUTE}]) {
  inline-size: 0;
  min-inline-size: 100%;
}`,
  // Measuring a grid table: the head and the groups in view, each cell at its widest on one line.
  `table[${LAYOUT_ATTRIBUTE}='grid'] > [${MEASURE_GROUP_ATTRIBUTE}] > tr {
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: max-content;
}
table[${LAYOUT_ATTRIBUTE}='grid'] > tbody[${MEASURE_GROUP_ATTRIBUTE}] {
  content-visibility: visible;
}`,
  // Printed, a table of either layout is a plain table again: it fits the page's width, prints
  // every loaded row (no group is skipped), repeats its head on every page, and keeps each row on
  // one page. The widths a user dragged are for the screen: on paper the columns share the page
  // by their content (the cells' styles wrap their texts there). Nothing sticks.
  `@media print {
  table[${LAYOUT_ATTRIBUTE}] {
    display: table !important;
    table-layout: auto !important;
    inline-size: 100% !important;
    min-inline-size: 0 !important;
  }
  table[${LAYOUT_ATTRIBUTE}] > caption {
    display: table-caption;
  }
  table[${LAYOUT_ATTRIBUTE}] > thead {
    display: table-header-group;
    position: static;
  }
  table[${LAYOUT_ATTRIBUTE}] > tbody {
    display: table-row-group;
    inline-size: auto !important;
    min-inline-size: 0 !important;
    content-visibility: visible;
    will-change: auto;
    visibility: visible;
  }
  table[${LAYOUT_ATTRIBUTE}] > * > tr {
    display: table-row;
    block-size: auto;
    visibility: visible;
    break-inside: avoid;
  }
  table[${LAYOUT_ATTRIBUTE}] > * > tr > * {
    display: table-cell;
    inline-size: auto !important;
    position: static !important;
  }
}`,
].join('\n');

const STYLE_ID = 'paginated-table-sizing';

/**
 * Puts `SIZING_CSS` into the document once, before layout effects measure. A plain stylesheet
 * rather than a class: it works for any table the getters are spread on, whatever styling
 * solution renders it. Under a Content-Security-Policy that allows styles by nonce, it carries
 * the nonce the app gave Emotion's cache (`createCache({ key, nonce })`), as Emotion's own do.
 */
export function useSizingStylesheet() {
  const nonce = useEmotionCache()?.nonce;
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    if (nonce !== undefined) style.nonce = nonce;
    style.textContent = SIZING_CSS;
    document.head.append(style);
  }, [nonce]);
}
