import { useState } from 'react';

/**
 * Whether `after` holds the rows of `before`, in the same places, and more after them: what a
 * "Load more" brings. Rows are matched by id, so a loader that fetches every page again (new
 * objects for the same rows) counts too.
 */
export function appendsTo<Row>(
  before: readonly Row[],
  after: readonly Row[],
  getRowId: (row: Row) => string,
): boolean {
  if (before.length === 0 || after.length <= before.length) return false;
  return before.every((row, index) => {
    const next = after[index];
    return next !== undefined && (next === row || getRowId(next) === getRowId(row));
  });
}

/**
 * Whether this render's `rows` are the last render's and more after them (`appendsTo`), until
 * `rows` changes again.
 */
export function useRowsAppended<Row>(
  rows: readonly Row[],
  getRowId: (row: Row) => string,
): boolean {
  const [last, setLast] = useState({ rows, appended: false });
  if (last.rows === rows) return last.appended;
  const appended = appendsTo(last.rows, rows, getRowId);
  setLast({ rows, appended });
  return appended;
}
