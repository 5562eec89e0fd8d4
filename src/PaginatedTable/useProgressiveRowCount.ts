/**
 * How many of the loaded rows the body renders now: a table mounted in the browser renders the
 * first screen's rows at once and the rest in the background, a chunk per React transition,
 * so a long table paints its first screen about as soon as a short one does, and every row is
 * in the DOM (find-in-page, print, screen readers) a moment later.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { ROW_GROUP_SIZE } from './sizing/rowGroups.js';

// Both counts are whole row groups: a group cut short by one render renders again, whole, with
// the next, and React then keeps two fibers for each of its rows' elements.

/**
 * Rows the first render puts in the DOM: more than a tall window shows with the rows the
 * browser renders around the view, so the first frame is complete.
 */
export const FIRST_ROWS = 5 * ROW_GROUP_SIZE;

/**
 * Rows each background render adds. A transition renders them in slices that yield to input
 * (React yields every few ms) and commits them in one task. Each commit costs the browser a
 * pass over the whole table (in Firefox, a reflow that grows with it), so fewer, larger chunks
 * bring every row sooner: at 5,000 rows, 5 commits rather than 21. A commit of 960 rows is a
 * task of a few tens of ms.
 */
export const CHUNK_ROWS = 48 * ROW_GROUP_SIZE;

/**
 * The most rows the last background render adds: what is left after a chunk, when it is half a
 * chunk or less, comes with that chunk rather than in a commit of its own (at 5,000 rows, 5
 * commits rather than 6, the last of 100 rows).
 */
const LAST_CHUNK_ROWS = CHUNK_ROWS + CHUNK_ROWS / 2;

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * `rowCount`, or while the background work goes on, the count of its first part. Server HTML and
 * the hydrating render hold every row (the server's snapshot says so); a mount in the browser
 * starts with `FIRST_ROWS`. New data while rows still arrive goes on arriving in chunks; once
 * every row has arrived, new data renders at once, as it always did. A chunk is not new data for
 * the sizing unit (nothing is measured again); its row-group scheduler sees the groups it adds.
 *
 * A count, not a copy of the first rows: the body's memoized groups keep the rows array they
 * rendered from, and copies would keep one array per chunk alive.
 */
export function useProgressiveRowCount(rowCount: number): number {
  const client = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const [limit, setLimit] = useState(() => (client ? FIRST_ROWS : Infinity));
  const pending = limit < rowCount;
  useEffect(() => {
    if (!pending) return;
    // A transition: a click, a key or a drag goes first, and the chunk renders after it.
    startTransition(() => {
      setLimit((current) =>
        current + LAST_CHUNK_ROWS >= rowCount ? Infinity : current + CHUNK_ROWS,
      );
    });
  }, [pending, limit, rowCount]);
  return pending ? limit : rowCount;
}
