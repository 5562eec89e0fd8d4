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
