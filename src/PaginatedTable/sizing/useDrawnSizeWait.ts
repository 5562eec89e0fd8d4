import { useCallback, useEffect, useRef } from 'react';
import { drawnAtNoSize } from './measure.js';

/** How long a table drawn at no size waits to be drawn at some size before it is measured, in ms. */
const WAIT_MS = 2000;

/**
 * A table drawn at no size (mounted at the start of a zoom from `scale(0)`, as MUI's `Zoom` and
 * motion libraries' `scale: 0` start) would read every column as empty, and a transform's change
 * fires no ResizeObserver. The function returned says whether a measure of `table` must wait; if
 * so, it looks once a frame and calls `measure` on the first frame that draws the table at some
 * size, the zoom's first. A transform that stays at 0 is measured as it is after `WAIT_MS`.
 */
export function useDrawnSizeWait(measure: () => void): (table: Element) => boolean {
  const wait = useRef<{ frame: number; since: number | undefined }>({ frame: 0, since: undefined });
  // Unmounted while waiting: no frame is left asked for.
  useEffect(
    () => () => {
      if (wait.current.frame) cancelAnimationFrame(wait.current.frame);
    },
    [],
  );
  return useCallback(
    (table: Element) => {
      const state = wait.current;
      // Only where a frame was asked for: a test's jsdom may have no animation frames.
      if (state.frame) cancelAnimationFrame(state.frame);
      state.frame = 0;
      const waitedOut = () =>
        state.since !== undefined && performance.now() - state.since >= WAIT_MS;
      if (waitedOut() || !drawnAtNoSize(table)) {
        state.since = undefined;
        return false;
      }
      const look = () => {
        if (waitedOut() || !drawnAtNoSize(table)) measure();
        else state.frame = requestAnimationFrame(look);
      };
      state.since ??= performance.now();
      state.frame = requestAnimationFrame(look);
      return true;
    },
    [measure],
  );
}
