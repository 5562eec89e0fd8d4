import { expect, test } from '@playwright/test';
import { appendsTo } from './useRowsAppended.js';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));
const byId = (row: { id: string }) => row.id;

/** [what it is, rows before, rows after, whether a Load more]. */
const cases: [string, string[], string[], boolean][] = [
  ['more rows after the same rows: a Load more', ['a', 'b'], ['a', 'b', 'c'], true],
  ['the same rows', ['a', 'b'], ['a', 'b'], false],
  ['fewer rows (a sort back to the first page)', ['a', 'b', 'c'], ['a', 'b'], false],
  ['more rows, but another order (sorted)', ['a', 'b'], ['b', 'a', 'c'], false],
  ['more rows before the old ones (a feed)', ['a', 'b'], ['c', 'a', 'b'], false],
  ['rows where there were none (first data)', [], ['a'], false],
];
for (const [what, before, after, expected] of cases) {
  test(`appendsTo: ${what}`, () => {
    expect(appendsTo(rows(...before), rows(...after), byId)).toBe(expected);
  });
}

test('appendsTo: rows fetched again (new objects, the same ids) and more count as a Load more', () => {
  const before = rows('a', 'b');
  const after = rows('a', 'b', 'c');
  expect(after[0]).not.toBe(before[0]);
  expect(appendsTo(before, after, byId)).toBe(true);
});
