import { expect, test } from '@playwright/test';
import { cursorHref, parseCursor, rowsShown } from './cursor.js';

const parseCases: [string, number][] = [
  ['', 0],
  ['?nextCursor=10', 10],
  ['?story=paginated-table--demo&nextCursor=30', 30],
  ['?nextCursor=0', 0],
  ['?nextCursor=-10', 0],
  ['?nextCursor=abc', 0],
  ['?nextCursor=1.5', 0],
  ['?nextCursor=1e3', 0],
  ['?nextCursor=', 0],
  ['?nextCursor=99999999999999999999', 0],
  ['?nextCursor=%20', 0],
];
for (const [search, expected] of parseCases) {
  test(`parseCursor(${JSON.stringify(search)}) → ${expected}`, () => {
    expect(parseCursor(search)).toBe(expected);
  });
}

const rowCases: [number, number][] = [
  [0, 10],
  [10, 20],
  [30, 40],
  [35, 45],
  [40, 45],
  [45, 45],
  [1000, 45],
];
for (const [cursor, expected] of rowCases) {
  test(`rowsShown(${cursor}, 45) → ${expected}`, () => {
    expect(rowsShown(cursor, 45)).toBe(expected);
  });
}

test('cursorHref keeps every other parameter, sorted, and sets nextCursor', () => {
  expect(cursorHref({ pathname: '/', search: '?story=paginated-table--demo&mode=full' }, 10)).toBe(
    '/?mode=full&nextCursor=10&story=paginated-table--demo',
  );
  expect(cursorHref({ pathname: '/docs/', search: '?nextCursor=10&a=1' }, 20)).toBe(
    '/docs/?a=1&nextCursor=20',
  );
  expect(cursorHref({ pathname: '/', search: '' }, 10)).toBe('/?nextCursor=10');
});
