import { expect, test } from '@playwright/test';
import { pinnedLayout, type PinSide } from './pinning.js';

const sizeVar = (id: string) => `--${id}`;

type Expected = Record<string, [offset: string | undefined, edge: 'start' | 'end' | undefined]>;

const cases: [string, [string, PinSide][], Expected][] = [
  [
    'nothing pinned',
    [
      ['a', undefined],
      ['b', undefined],
    ],
    { a: [undefined, undefined], b: [undefined, undefined] },
  ],
  [
    'first column',
    [
      ['a', 'start'],
      ['b', undefined],
    ],
    { a: ['0px', 'start'], b: [undefined, undefined] },
  ],
  [
    'two at the start, actions at the end',
    [
      ['a', 'start'],
      ['b', 'start'],
      ['c', undefined],
      ['x', 'end'],
    ],
    {
      a: ['0px', undefined],
      b: ['calc(var(--a))', 'start'],
      c: [undefined, undefined],
      x: ['0px', 'end'],
    },
  ],
  [
    'two at the end',
    [
      ['a', undefined],
      ['y', 'end'],
      ['z', 'end'],
    ],
    { a: [undefined, undefined], y: ['calc(var(--z))', 'end'], z: ['0px', undefined] },
  ],
  [
    'three at the start sum every earlier width',
    [
      ['a', 'start'],
      ['b', 'start'],
      ['c', 'start'],
    ],
    {
      a: ['0px', undefined],
      b: ['calc(var(--a))', undefined],
      c: ['calc(var(--a) + var(--b))', 'start'],
    },
  ],
];

for (const [name, columns, expected] of cases) {
  test(`pinned layout: ${name}`, () => {
    const result = pinnedLayout(
      columns.map(([id, side]) => ({ id, side })),
      sizeVar,
    );
    const actual = Object.fromEntries(
      Array.from(result, ([id, { offset, edge }]) => [id, [offset, edge]]),
    );
    expect(actual).toEqual(expected);
  });
}
