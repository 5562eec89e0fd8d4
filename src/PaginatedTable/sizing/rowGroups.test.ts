import { expect, test } from '@playwright/test';
import { bodyRowIndex, ROW_GROUP_SIZE, rowGroups, tableRowCount } from './rowGroups.js';

test('rowGroups splits rows into consecutive groups, the last one shorter', () => {
  const cases: [count: number, size: number, groups: [number, number][]][] = [
    [0, 50, []],
    [1, 50, [[0, 1]]],
    [50, 50, [[0, 50]]],
    [
      51,
      50,
      [
        [0, 50],
        [50, 51],
      ],
    ],
    [
      120,
      50,
      [
        [0, 50],
        [50, 100],
        [100, 120],
      ],
    ],
    [
      5,
      2,
      [
        [0, 2],
        [2, 4],
        [4, 5],
      ],
    ],
  ];
  for (const [count, size, groups] of cases) {
    expect(rowGroups(count, size).map(({ start, end }) => [start, end])).toEqual(groups);
  }
  expect(rowGroups(5_000)).toHaveLength(5_000 / ROW_GROUP_SIZE);
});

test('rowGroups rejects a size that would never end', () => {
  expect(() => rowGroups(10, 0)).toThrow('positive whole size');
  expect(() => rowGroups(10, 1.5)).toThrow('positive whole size');
});

test('row indices count the header as row 1', () => {
  expect(bodyRowIndex(0)).toBe(2);
  expect(bodyRowIndex(4_999)).toBe(5_001);
  expect(tableRowCount(0)).toBe(1);
  expect(tableRowCount(5_000)).toBe(5_001);
});
