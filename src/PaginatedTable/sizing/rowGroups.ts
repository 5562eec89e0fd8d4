/**
 * How the grid layout splits the body into `<tbody>` groups, and how its rows are counted. Pure:
 * no React, no DOM.
 *
 * Each group is skipped by the browser while off-screen (`content-visibility: auto`), and a
 * drag writes its tracks only on the groups in view, so a resize restyles, lays out and paints
 * about a screenful of rows. Groups, not rows: per-row skipping costs an observer target and a
 * layer per row. The size weighs the rows restyled in the groups in view (more per group) against
 * the browser's per-frame work over every group (more groups); 20 rows is about half a 600 px
 * screen. `npm run bench` measures both sides.
 */
import type { RowGroup } from './types.js';

/** Rows per `<tbody>` group. */
export const ROW_GROUP_SIZE = 20;

/** Consecutive groups of `size` rows over `count` rows; the last one may be shorter. */
export function rowGroups(count: number, size: number = ROW_GROUP_SIZE): RowGroup[] {
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`Row groups need a positive whole size, got ${size}.`);
  }
  const groups: RowGroup[] = [];
  for (let start = 0; start < count; start += size) {
    groups.push({ start, end: Math.min(count, start + size) });
  }
  return groups;
}

/**
 * `aria-rowindex` of a body row: 1-based over the whole table, the header row being row 1.
 * Screen readers announce it where the browser leaves skipped rows out of the tree.
 */
export const bodyRowIndex = (index: number) => index + 2;

/** `aria-rowcount` of a table with one header row and `bodyRows` loaded rows. */
export const tableRowCount = (bodyRows: number) => bodyRows + 1;
