import { expect, test } from '@playwright/test';
import { pinnedOffsets, type PinSide } from './pinning.js';

const sizeVar = (index: number) => `--c${index}`;

const cases: [string, PinSide[], [number, string][], number | undefined, number | undefined][] = [
  ['nothing pinned', [undefined, undefined], [], undefined, undefined],
  ['first column', ['start', undefined], [[0, '0px']], 0, undefined],
  [
    'two at the start, actions at the end',
    ['start', 'start', undefined, 'end'],
    [
      [0, '0px'],
      [1, 'calc(var(--c0))'],
      [3, '0px'],
    ],
    1,
    3,
  ],
  [
    'two at the end',
    [undefined, 'end', 'end'],
    [
      [2, '0px'],
      [1, 'calc(var(--c2))'],
    ],
    undefined,
    1,
  ],
];

for (const [name, sides, offsets, lastStart, firstEnd] of cases) {
  test(`pinned offsets: ${name}`, () => {
    const result = pinnedOffsets(sides, sizeVar);
    expect(Object.fromEntries(result.offsets)).toEqual(Object.fromEntries(offsets));
    expect(result.lastStart).toBe(lastStart);
    expect(result.firstEnd).toBe(firstEnd);
  });
}
