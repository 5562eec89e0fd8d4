/**
 * Resizing with clicks alone (WCAG 2.5.7, Dragging Movements): after a click on a resize handle,
 * its edge follows the pointer along the table's head, no button held, and a click in the head
 * sets it there. DOM only, no React: the sizing hook says what following and setting do.
 */
import { PLACING_ATTRIBUTE } from './sizingStyles.js';

/**
 * A press on a handle that the pointer leaves by less than this (client px, either way) before
 * letting go is a click, not a drag: a hand that shakes a little still clicks.
 */
const CLICK_SLOP = 4;

/**
 * The same for a finger or a pen, which roll or slip a few px as they lift (Chromium's own tap
 * slop is 15 px): a tap that moved 6 or 9 px resized the column by that much and saved the width.
 */
const TOUCH_SLOP = 10;

/** How far a press by `pointerType` may move and still be a click (or a tap). */
export const clickSlop = (pointerType: string): number =>
  pointerType === 'mouse' ? CLICK_SLOP : TOUCH_SLOP;

/** What a placed edge does, as the sizing hook says. */
export interface PlacedEdgeActions {
  /**
   * The pointer moved (or the area scrolled): on the head's row, the edge follows it to
   * `clientX`; off it (`null`), the column shows its width from before.
   */
  follow: (clientX: number | null) => void;
  /** A click on the head's row: the edge is set at `clientX`, and the placing ends. */
  set: (clientX: number) => void;
  /** The placing ends with nothing set. */
  cancel: () => void;
}

/** Where a pointer event was, and whether it was over the head (by its target). */
interface Place {
  clientX: number;
  clientY: number;
  overHead: boolean;
}

/** Whether `event` is on a resize handle other than `own`. */
const onOtherHandle = (event: Event, own: Element) => {
  const [target] = event.composedPath();
  const handle = target instanceof Element ? target.closest('[role="separator"]') : null;
  return handle !== null && handle !== own;
};

/**
 * Swallows the click that follows the release that set an edge: that click opens nothing under
 * it (a sort button, a link). Only a pointer's click (`detail` 1 or more): a key's, a screen
 * reader's or a script's goes through, and any other input first ends the wait.
 */
function swallowClick() {
  const swallow = (event: MouseEvent) => {
    if (event.detail > 0) {
      event.preventDefault();
      event.stopPropagation();
    }
    stop();
  };
  const ends = ['pointerdown', 'pointercancel', 'keydown', 'contextmenu', 'auxclick'] as const;
  const stop = () => {
    window.removeEventListener('click', swallow, true);
    for (const type of ends) window.removeEventListener(type, stop, true);
  };
  window.addEventListener('click', swallow, true);
  for (const type of ends) window.addEventListener(type, stop, true);
}

/**
 * Places the edge of `handle`'s column until a click in the head sets it or something else ends
 * it; returns what ends the placing's listeners (call it on every end).
 *
 * - A move along the head's row (its height, across the table's scroll area) moves the edge; a
 *   move off it shows the column's width from before. The head shows a resize cursor meanwhile.
 *   Where the pointer is counts, not what it is over: a finger's events all go to what it first
 *   touched, and past the table's end (the last column widening) there is nothing to be over.
 * - A press on that row is the placing's alone (nothing under it sees it), and its release there
 *   sets the edge; released off it, it cancels (WCAG 2.5.2: a press can be taken back). The handle
 *   itself follows the pointer, so that press is most often on it: held and moved, it drags the
 *   edge.
 * - A press anywhere else, a press on another resize handle (its drag, click or double-click
 *   starts afresh), a press of another button, or a handle gone from the page cancels, and the
 *   press goes on to what it pressed.
 * - A scroll of the area moves the column's start: the edge follows the pointer still (a pinned
 *   column does not move). A press that becomes a scroll (a finger's swipe) cancels.
 */
export function placeEdge(handle: HTMLElement, actions: PlacedEdgeActions): () => void {
  const head = handle.closest('thead') ?? handle.parentElement ?? handle;
  const area = handle.closest('table')?.parentElement ?? head;
  const pinned = handle.closest('th')?.hasAttribute('data-pinned') ?? false;
  const scrolledAtStart = area.scrollLeft;
  const readRow = () => {
    const { left, right } = area.getBoundingClientRect();
    const { top, bottom } = head.getBoundingClientRect();
    return { left, right, top, bottom };
  };
  let row = readRow();
  const placeOf = (event: PointerEvent): Place => ({
    clientX: event.clientX,
    clientY: event.clientY,
    overHead: event.composedPath().includes(head),
  });
  // Where nothing is drawn (jsdom, in an app's unit tests), what the pointer is over counts.
  const onRow = ({ clientX: x, clientY: y, overHead }: Place) =>
    row.bottom > row.top
      ? x >= row.left && x <= row.right && y >= row.top && y <= row.bottom
      : overHead;
  /** Where the pointer would be, had the area not scrolled since the click (see `resizeMove`). */
  const unscrolled = (clientX: number) =>
    clientX + (pinned ? 0 : area.scrollLeft - scrolledAtStart);
  /** The pointer's last place. */
  let pointer: Place | null = null;
  /** The pointer whose press on the row is down. */
  let pressing: number | null = null;

  const follow = () => {
    if (!pointer) return;
    if (handle.isConnected) actions.follow(onRow(pointer) ? unscrolled(pointer.clientX) : null);
    else actions.cancel();
  };
  const onMove = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    pointer = placeOf(event);
    follow();
  };
  const onScroll = () => {
    row = readRow();
    follow();
  };
  const onDown = (event: PointerEvent) => {
    if (
      !onRow(placeOf(event)) ||
      event.button !== 0 ||
      onOtherHandle(event, handle) ||
      !handle.isConnected
    ) {
      actions.cancel();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    pressing = event.pointerId;
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId !== pressing) return;
    pressing = null;
    event.stopPropagation();
    swallowClick();
    if (onRow(placeOf(event))) actions.set(unscrolled(event.clientX));
    else actions.cancel();
  };
  // A press the browser takes over (a finger's that turns into a scroll) was no placing: it
  // ends, and the column shows its width from before. Had it gone on, the scroll would move the
  // edge from where that finger last was, as though it still lay on the head.
  const onCancel = (event: PointerEvent) => {
    if (event.pointerId !== pressing) return;
    pressing = null;
    actions.cancel();
  };

  head.setAttribute(PLACING_ATTRIBUTE, '');
  window.addEventListener('pointermove', onMove, true);
  window.addEventListener('pointerdown', onDown, true);
  window.addEventListener('pointerup', onUp, true);
  window.addEventListener('pointercancel', onCancel, true);
  // Scroll events do not bubble, but a listener on the window's capture phase hears them all.
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  return () => {
    // Ended mid-press (Escape, a key): the press's click opens nothing either.
    if (pressing !== null) swallowClick();
    head.removeAttribute(PLACING_ATTRIBUTE);
    window.removeEventListener('pointermove', onMove, true);
    window.removeEventListener('pointerdown', onDown, true);
    window.removeEventListener('pointerup', onUp, true);
    window.removeEventListener('pointercancel', onCancel, true);
    window.removeEventListener('scroll', onScroll, true);
  };
}
