import { expect, test } from '@playwright/test';
import type { SortDescriptor } from '../PaginatedTable/sorting.js';
import { readUrlPagination } from './readUrlPagination.js';
import { checkSortOptions, formatSort, readSort, sortHref } from './urlSort.js';

const sortable = new Set(['name', 'email', 'moons', '-dash']);
const byName: SortDescriptor = { columnId: 'name', direction: 'ascending' };

/**
 * [what it is, query string, the sort read (`name` ascending is the app's default), and a part
 * of the warning, or null for none]. Every hostile value falls back to the default.
 */
const readCases: [string, string, string | undefined, string | null][] = [
  ['no query: the default, quietly', '', 'name', null],
  ['no sort parameter: the default', '?nextCursor=10&tab=all', 'name', null],
  ['ascending', '?sort=email', 'email', null],
  ['descending', '?sort=-email', '-email', null],
  ['beside a cursor', '?nextCursor=10&sort=-moons', '-moons', null],
  ['no leading ?', 'sort=moons', 'moons', null],
  ['the name percent-encoded', '?%73ort=-email', '-email', null],
  ['the value percent-encoded', '?sort=%2Demail', '-email', null],
  ['an id that starts with -: ascending', '?sort=-dash', '-dash', null],
  ['an id that starts with -: descending', '?sort=--dash', '--dash', null],
  ['unknown column', '?sort=moon', 'name', '?sort="moon" names no sortable column'],
  ['unknown column, descending', '?sort=-moon', 'name', 'names no sortable column'],
  ['another case', '?sort=Name', 'name', 'names no sortable column'],
  ['empty', '?sort=', 'name', '?sort="" is empty'],
  ['bare key', '?sort', 'name', 'is empty'],
  ['+ decodes to a space', '?sort=+name', 'name', 'use "name" for ascending or "-name"'],
  ['an encoded +', '?sort=%2Bname', 'name', 'gives the direction in a way'],
  ['a double -', '?sort=--email', 'name', 'use "email" for ascending or "-email"'],
  ['a ~', '?sort=~moons', 'name', 'gives the direction in a way'],
  ['name:desc', '?sort=name:desc', 'name', 'gives the direction in a way'],
  ['name.asc', '?sort=name.asc', 'name', 'gives the direction in a way'],
  ['name desc', '?sort=name%20desc', 'name', 'gives the direction in a way'],
  ['name_DESC', '?sort=name_DESC', 'name', 'gives the direction in a way'],
  ['several columns', '?sort=name,-email', 'name', 'asks for several columns'],
  ['repeated', '?sort=name&sort=-email', 'name', '?sort= appears 2 times'],
  ['repeated, the same value', '?sort=email&sort=email', 'name', 'appears 2 times'],
  ['repeated, one empty', '?sort=&sort=-email', 'name', 'appears 2 times'],
  ['script, encoded', '?sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'name', '"<script>alert(1)'],
  ['script, raw', '?sort=<script>alert(1)</script>', 'name', 'names no sortable column'],
  ['javascript: URL', '?sort=javascript:alert(1)', 'name', 'names no sortable column'],
  ['broken percent-encoding', '?sort=%E0%A4%A', 'name', 'names no sortable column'],
  ['encoded NUL', '?sort=name%00', 'name', '"name\\u0000"'],
  ['a prototype key', '?sort=__proto__', 'name', 'names no sortable column'],
  ['toString', '?sort=toString', 'name', 'names no sortable column'],
  ['another parameter with the same prefix', '?sortX=-email', 'name', null],
];
for (const [what, search, expected, problem] of readCases) {
  test(`readSort: ${what} (${JSON.stringify(search)})`, () => {
    const read = readSort(search, 'sort', sortable, byName);
    expect(read.sort && formatSort(read.sort)).toBe(expected);
    if (problem === null) expect(read.problem).toBeUndefined();
    else {
      expect(read.problem).toContain(problem);
      // Every warning says what is shown instead and how to link to a sort.
      expect(read.problem).toContain('showing name, ascending.');
      expect(read.problem).toContain(
        'Link with ?sort=<column id> (ascending) or ?sort=-<column id> (descending); sortable: name, email, moons, -dash.',
      );
    }
  });
}

test('readSort: a very long value is read as any other, and the warning shows 40 characters of it', () => {
  const long = 'x'.repeat(100_000);
  const read = readSort(`?sort=${long}`, 'sort', sortable, byName);
  expect(read.sort).toEqual(byName);
  expect(read.problem).toContain(`"${'x'.repeat(40)}…" (100000 characters)`);
  expect(read.problem?.length).toBeLessThan(400);
  // A long value that is a sortable id after all is still that sort.
  const id = 'y'.repeat(5000);
  expect(readSort(`?sort=-${id}`, 'sort', new Set([id]), undefined).sort).toEqual({
    columnId: id,
    direction: 'descending',
  });
});

test('readSort: without a default, the data in its own order; a parameter of its own', () => {
  expect(readSort('?sort=moon', 'sort', sortable, undefined)).toEqual({
    sort: undefined,
    problem: expect.stringContaining('showing the data in its own order.') as unknown as string,
  });
  expect(readSort('?sort=email&orders=-moons', 'orders', sortable, undefined).sort).toEqual({
    columnId: 'moons',
    direction: 'descending',
  });
  expect(readSort('?sort=moons', 'sort', new Set(), undefined).problem).toContain(
    'sortable: (none: mark columns `sortable: true`).',
  );
});

const params = { sortParam: 'sort', cursorParam: 'nextCursor' };

/** [what it is, query string now, sort asked for, href]. */
const hrefCases: [string, string, SortDescriptor, string][] = [
  ['from no query', '', byName, '?sort=name'],
  ['descending', '', { columnId: 'email', direction: 'descending' }, '?sort=-email'],
  [
    'the cursor dropped: a new order starts on the first page',
    '?nextCursor=20',
    byName,
    '?sort=name',
  ],
  ['the old sort replaced', '?nextCursor=20&sort=-name', byName, '?sort=name'],
  [
    'other parameters kept, keys sorted as Ladle sorts them',
    '?story=people&nextCursor=10&theme=dark&sort=email',
    { columnId: 'email', direction: 'descending' },
    '?sort=-email&story=people&theme=dark',
  ],
  ['a repeated sort written once', '?sort=a&sort=b', byName, '?sort=name'],
  ['a hostile sort replaced', '?sort=%3Cscript%3E', byName, '?sort=name'],
  [
    'an id that needs encoding',
    '',
    { columnId: 'e mail&x=1', direction: 'descending' },
    '?sort=-e+mail%26x%3D1',
  ],
];
for (const [what, search, sort, expected] of hrefCases) {
  test(`sortHref: ${what}`, () => {
    expect(sortHref(search, params, sort)).toBe(expected);
  });
}

test('sortHref keeps another table’s sort and cursor; reading it back gives the sort asked for', () => {
  const href = sortHref(
    '?inner=10&innerSort=name&outer=20&outerSort=-moons',
    { sortParam: 'innerSort', cursorParam: 'inner' },
    { columnId: 'email', direction: 'descending' },
  );
  expect(href).toBe('?innerSort=-email&outer=20&outerSort=-moons');
  expect(readSort(href, 'innerSort', sortable, undefined).sort).toEqual({
    columnId: 'email',
    direction: 'descending',
  });
  expect(readSort(href, 'outerSort', sortable, undefined).sort).toEqual({
    columnId: 'moons',
    direction: 'descending',
  });
});

test('checkSortOptions: usable options pass; each unusable one warns and is replaced', () => {
  const good = { param: 'nextCursor', sortParam: 'sort', defaultSort: byName, sortable };
  expect(checkSortOptions(good)).toEqual({ options: good, problems: [] });

  const empty = checkSortOptions({ ...good, sortParam: '' });
  expect(empty.options.sortParam).toBe('sort');
  expect(empty.problems).toEqual([
    'useUrlPagination: sortParam must name a query parameter; using "sort".',
  ]);

  const clash = checkSortOptions({ ...good, sortParam: 'nextCursor' });
  expect(clash.options.sortParam).toBe('nextCursorSort');
  expect(clash.problems[0]).toContain('sortParam and param are both "nextCursor"');

  for (const defaultSort of [
    { columnId: 'moon', direction: 'ascending' },
    { columnId: 'name', direction: 'asc' },
    'name',
  ] as unknown as SortDescriptor[]) {
    const bad = checkSortOptions({ ...good, defaultSort });
    expect(bad.options.defaultSort).toBeUndefined();
    expect(bad.problems[0]).toContain(
      'defaultSort must be { columnId, direction } naming a column',
    );
    expect(bad.problems[0]).toContain('(name, email, moons, -dash)');
  }
});

test('readUrlPagination with columns: what a loader fetches is the sort and the rows the hook shows', () => {
  const columns = [
    { id: 'name', sortable: true },
    { id: 'email', sortable: true },
    { id: 'phone' },
  ];
  const options = { pageSize: 10, totalCount: 45, columns, defaultSort: byName };
  expect(readUrlPagination('?nextCursor=10&sort=-email', options)).toEqual({
    cursor: 10,
    rowCount: 20,
    sort: { columnId: 'email', direction: 'descending' },
  });
  // Hostile or unsortable values fall back to the default, as in the hook; nothing throws.
  for (const search of ['', '?sort=phone', '?sort=%3Cscript%3E', '?sort=name&sort=-email']) {
    expect(readUrlPagination(search, options).sort, search).toEqual(byName);
  }
  // A parameter of its own, beside another table's.
  expect(
    readUrlPagination('?orders=20&ordersSort=email&sort=-name', {
      ...options,
      param: 'orders',
      sortParam: 'ordersSort',
    }),
  ).toEqual({ cursor: 20, rowCount: 30, sort: { columnId: 'email', direction: 'ascending' } });
  // Without columns, no sort is read.
  expect(readUrlPagination('?sort=email', { pageSize: 10, totalCount: 45 }).sort).toBeUndefined();
});
