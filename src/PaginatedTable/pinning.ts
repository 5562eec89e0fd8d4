import type { CellPinned } from '../primitives/Table.js';
import { calcSum } from './sizing/cssVars.js';

/** Where a column sticks, if anywhere: the one pin-side type of table, sizing and pinning. */
export type PinSide = CellPinned | undefined;

/** Sticky layout of one column. */
export interface PinnedColumn {
  side: PinSide;
  /** `inset-inline-start` / `inset-inline-end`, as a `calc()` over earlier columns' widths. */
  offset: string | undefined;
  /** Which edge shadow the column casts: the last start-pinned and the first end-pinned do. */
  edge: 'start' | 'end' | undefined;
}

/**
 * Sticky offsets of pinned columns as CSS expressions over the width variables, computed once
 * per column set. Because they reference the variables, a resize moves every later pinned
 * column with no extra write.
 */
export function pinnedLayout(
  columns: readonly { id: string; side: PinSide }[],
  sizeVar: (columnId: string) => string,
): ReadonlyMap<string, PinnedColumn> {
  const out = new Map<string, PinnedColumn>();
  const before: string[] = [];
  for (const { id, side } of columns) {
    if (side !== 'start') {
      out.set(id, { side, offset: undefined, edge: undefined });
      continue;
    }
    out.set(id, { side, offset: calcSum(before), edge: undefined });
    before.push(sizeVar(id));
  }
  const after: string[] = [];
  for (const { id, side } of columns.toReversed()) {
    if (side !== 'end') continue;
    out.set(id, { side, offset: calcSum(after), edge: undefined });
    after.push(sizeVar(id));
  }
  const lastStart = columns.findLast(({ side }) => side === 'start');
  const firstEnd = columns.find(({ side }) => side === 'end');
  for (const [column, edge] of [
    [lastStart, 'start'],
    [firstEnd, 'end'],
  ] as const) {
    const entry = column && out.get(column.id);
    if (entry) entry.edge = edge;
  }
  return out;
}

/** The area's width, its pinned columns' widths, and the widest of the columns that scroll. */
export interface PinRoom {
  area: number;
  start: number;
  end: number;
  widest: number;
}

/**
 * Which sides' pins hold in an area this wide. They hold while the columns that scroll keep a
 * window at least as wide as the widest of them (so each can be seen whole), or as half the
 * area if that is narrower. Otherwise they would leave the other columns a sliver (at 230 px,
 * none could be seen at all), so pins yield: the end's first (row actions are still reached by
 * scrolling), then the start's. A side that yields scrolls with the rest, and holds again once
 * the area has room.
 */
export function pinsThatFit({ area, start, end, widest }: PinRoom): {
  start: boolean;
  end: boolean;
} {
  const window = Math.min(widest, area / 2);
  if (area - start - end >= window) return { start: true, end: true };
  return { start: area - start >= window, end: false };
}

/** A box in the viewport, in CSS pixels. */
export interface Box {
  top: number;
  left: number;
  right: number;
}

/** What covers the edges of a scroll area's visible box (`area`): sticky head, pinned sides. */
export interface StickyCover {
  area: Box;
  /** The sticky head's height; 0 for what is in the head. */
  head: number;
  /** The pinned widths that stick at the left and right edges (start and end, per direction). */
  left: number;
  right: number;
}

/**
 * How far to scroll the area (`dx`, `dy`, as for `scrollBy`) so that `target` is clear of the
 * sticky parts: below the head and between the pinned columns, by the least scroll. A target
 * wider than the clear room lines up with its start edge (`rtl`: its right edge).
 */
export function scrollClear(
  target: Box,
  cover: StickyCover,
  rtl: boolean,
): { dx: number; dy: number } {
  const top = cover.area.top + cover.head;
  const dy = target.top < top ? target.top - top : 0;
  const left = cover.area.left + cover.left;
  const right = cover.area.right - cover.right;
  const pastLeft = target.left < left ? target.left - left : 0;
  const pastRight = target.right > right ? target.right - right : 0;
  const dx =
    pastLeft !== 0 && pastRight !== 0 ? (rtl ? pastRight : pastLeft) : pastLeft || pastRight;
  return { dx, dy };
}
