/**
 * Sticky offsets of pinned columns as CSS expressions over the width variables, computed once
 * per column set. Because they reference the variables, a resize moves every later pinned
 * column with no extra write.
 */
export interface PinnedOffsets {
  /** `inset-inline-start` / `inset-inline-end` of each pinned column, by column index. */
  offsets: ReadonlyMap<number, string>;
  /** Index of the pinned column that casts the start edge shadow. */
  lastStart: number | undefined;
  /** Index of the pinned column that casts the end edge shadow. */
  firstEnd: number | undefined;
}

export type PinSide = 'start' | 'end' | undefined;

export function pinnedOffsets(
  sides: readonly PinSide[],
  sizeVar: (index: number) => string,
): PinnedOffsets {
  const offsets = new Map<number, string>();
  const sum = (indexes: number[]) =>
    indexes.length === 0 ? '0px' : `calc(${indexes.map((i) => `var(${sizeVar(i)})`).join(' + ')})`;

  const before: number[] = [];
  sides.forEach((side, index) => {
    if (side !== 'start') return;
    offsets.set(index, sum(before));
    before.push(index);
  });

  const after: number[] = [];
  for (let index = sides.length - 1; index >= 0; index--) {
    if (sides[index] !== 'end') continue;
    offsets.set(index, sum(after));
    after.push(index);
  }

  return { offsets, lastStart: before.at(-1), firstEnd: after.at(-1) };
}
