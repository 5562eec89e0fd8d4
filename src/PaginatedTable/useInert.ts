import { useLayoutEffect, type RefObject } from 'react';

/** Makes the element `inert` while `on`: no focus, no clicks, hidden from assistive tech. */
export function useInert(ref: RefObject<HTMLElement | null>, on: boolean) {
  // Set as a property, not a JSX attribute: React 18 drops an unknown boolean `inert`.
  useLayoutEffect(() => {
    if (ref.current) ref.current.inert = on;
  }, [ref, on]);
}
