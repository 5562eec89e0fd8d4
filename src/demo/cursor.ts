/** Rows a Load more adds, and rows shown at cursor 0. */
export const PAGE_STEP = 10;
export const CURSOR_PARAM = 'nextCursor';

/** `nextCursor` from a query string: a non-negative integer, anything else is 0. */
export function parseCursor(search: string): number {
  const raw = new URLSearchParams(search).get(CURSOR_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return 0;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : 0;
}

/** The first `min(cursor + PAGE_STEP, total)` rows are shown; a cursor past the total is capped. */
export function rowsShown(cursor: number, total: number): number {
  return Math.min(Math.min(cursor, total) + PAGE_STEP, total);
}

/**
 * The same page with `nextCursor` set, every other parameter kept. Keys are sorted because
 * Ladle re-sorts them and would otherwise push its own copy onto history.
 */
export function cursorHref(location: { pathname: string; search: string }, cursor: number): string {
  const params = new URLSearchParams(location.search);
  params.set(CURSOR_PARAM, String(cursor));
  params.sort();
  return `${location.pathname}?${params.toString()}`;
}
