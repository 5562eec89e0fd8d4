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
