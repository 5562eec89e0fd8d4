import { expect, test } from '@playwright/test';
import { pinnedLayout, pinsThatFit, scrollClear, type PinSide } from './pinning.js';

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

test.describe('pinsThatFit', () => {
  // Name pinned at the start (145 px), actions at the end (83 px), Email the widest (207 px).
  const pins = { start: 145, end: 83, widest: 207 };
  const cases: [
    string,
    { area: number; start: number; end: number; widest: number },
    [boolean, boolean],
  ][] = [
    ['a wide area holds both sides', { ...pins, area: 900 }, [true, true]],
    ['the widest column still fits between them', { ...pins, area: 435 }, [true, true]],
    ['it no longer does: the end yields first', { ...pins, area: 434 }, [true, false]],
    ['a phone (375 px): the start still holds', { ...pins, area: 375 }, [true, false]],
    ['230 px: both yield', { ...pins, area: 230 }, [false, false]],
    [
      'a column wider than the area holds pins while half the area scrolls',
      { start: 145, end: 83, widest: 1200, area: 1280 },
      [true, true],
    ],
    ['nothing pinned', { start: 0, end: 0, widest: 500, area: 10 }, [true, true]],
  ];
  for (const [name, room, [start, end]] of cases) {
    test(name, () => {
      expect(pinsThatFit(room)).toEqual({ start, end });
    });
  }
});

test.describe('scrollClear', () => {
  // A 600 px area at the viewport's top left, a 40 px head, 180 px pinned left, 80 px right.
  const cover = { area: { top: 0, left: 0, right: 600 }, head: 40, left: 180, right: 80 };
  const cases: [string, { top: number; left: number; right: number }, boolean, [number, number]][] =
    [
      ['clear already', { top: 100, left: 200, right: 300 }, false, [0, 0]],
      ['under the head: up by the overlap', { top: 10, left: 200, right: 300 }, false, [0, -30]],
      [
        'under the left pins: left by the overlap',
        { top: 100, left: 20, right: 120 },
        false,
        [-160, 0],
      ],
      [
        'under the right pins: right by the overlap',
        { top: 100, left: 500, right: 560 },
        false,
        [40, 0],
      ],
      [
        'wider than the room, LTR: its left edge shows',
        { top: 100, left: 100, right: 590 },
        false,
        [-80, 0],
      ],
      [
        'wider than the room, RTL: its right edge shows',
        { top: 100, left: 100, right: 590 },
        true,
        [70, 0],
      ],
    ];
  for (const [name, target, rtl, [dx, dy]] of cases) {
    test(name, () => {
      expect(scrollClear(target, cover, rtl)).toEqual({ dx, dy });
    });
  }
});
