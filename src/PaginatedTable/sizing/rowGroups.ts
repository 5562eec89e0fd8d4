/**
 * How the grid layout splits the body into `<tbody>` groups. Pure: no React, no DOM.
 *
 * Each group is skipped by the browser while off-screen (`content-visibility: auto`), so a
 * resize restyles and lays out only the groups in view. Groups, not rows: one group per ~50
 * rows keeps the number of elements the browser tracks for visibility small (per-row
 * skipping costs an observer target and a layer per row), while a group stays small enough
 * that the one or two in view are cheap to lay out.
 */

/** Rows per `<tbody>` group. */
export const ROW_GROUP_SIZE = 50;

/** One group: the rows `[start, end)`. */
export interface RowGroup {
  start: number;
  end: number;
}

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
