import { expect, test } from '@playwright/test';
import {
  ariaSortOf,
  isSortDescriptor,
  nextSort,
  sameSort,
  sortMessages,
  type SortDescriptor,
} from './sorting.js';

const asc = (columnId: string): SortDescriptor => ({ columnId, direction: 'ascending' });
const desc = (columnId: string): SortDescriptor => ({ columnId, direction: 'descending' });

/** [what it is, current sort, column pressed, next sort]. */
const presses: [string, SortDescriptor | undefined, string, SortDescriptor][] = [
  ['first press, nothing sorted: ascending', undefined, 'name', asc('name')],
  ['second press: descending', asc('name'), 'name', desc('name')],
  ['third press: ascending again, never unsorted', desc('name'), 'name', asc('name')],
  ['another column: ascending, whatever the old direction', desc('name'), 'email', asc('email')],
  ['another column sorted ascending: ascending', asc('name'), 'email', asc('email')],
];
for (const [what, current, pressed, expected] of presses) {
  test(`nextSort: ${what}`, () => {
    expect(nextSort(current, pressed)).toEqual(expected);
  });
}

test('three presses on one header: ascending, descending, ascending', () => {
  let sort: SortDescriptor | undefined;
  const seen: string[] = [];
  for (let press = 0; press < 3; press += 1) {
    sort = nextSort(sort, 'name');
    seen.push(sort.direction);
  }
  expect(seen).toEqual(['ascending', 'descending', 'ascending']);
});

test('ariaSortOf: the sorted column only; none anywhere when unsorted', () => {
  expect(ariaSortOf(desc('name'), 'name')).toBe('descending');
  expect(ariaSortOf(desc('name'), 'email')).toBeUndefined();
  expect(ariaSortOf(undefined, 'name')).toBeUndefined();
});

test('sameSort compares by value; two missing sorts are the same', () => {
  expect(sameSort(asc('name'), asc('name'))).toBe(true);
  expect(sameSort(asc('name'), desc('name'))).toBe(false);
  expect(sameSort(asc('name'), asc('email'))).toBe(false);
  expect(sameSort(undefined, undefined)).toBe(true);
  expect(sameSort(asc('name'), undefined)).toBe(false);
});

const shapes: [string, unknown, boolean][] = [
  ['a sort', asc('name'), true],
  ['descending', desc('name'), true],
  ['null', null, false],
  ['a string', '-name', false],
  ['an unknown direction', { columnId: 'name', direction: 'asc' }, false],
  ['no column', { direction: 'ascending' }, false],
  ['a numeric column', { columnId: 1, direction: 'ascending' }, false],
];
for (const [what, value, usable] of shapes) {
  test(`isSortDescriptor: ${what} → ${usable}`, () => {
    expect(isSortDescriptor(value)).toBe(usable);
  });
}

test('sortMessages: sortable columns need a way to change the sort; a bad sort is named', () => {
  const columns = [{ id: 'name', sortable: true }, { id: 'email', sortable: true }, { id: 'age' }];
  expect(sortMessages(columns, asc('name'), { canChange: true })).toEqual([]);
  expect(sortMessages([{ id: 'age' }], undefined, { canChange: false })).toEqual([]);
  const [missing] = sortMessages(columns, undefined, { canChange: false });
  expect(missing).toContain('"name", "email" are sortable');
  expect(missing).toContain('Pass `onSortChange`');
  const [bad] = sortMessages(columns, { columnId: 'name', direction: 'up' }, { canChange: true });
  expect(bad).toContain('`sort` must be');
  expect(bad).toContain('"direction":"up"');
});
