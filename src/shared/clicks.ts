/** Who handles a click on a link: the page, or the browser. Pure. */

/** The parts of a click that decide who handles it. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a link should be handled in the page. Modified clicks (new tab, new
 * window, download), any button but the main one and a click another handler took are left to
 * the browser or to that handler.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
