import { expect, test } from '@playwright/test';
import { createMemoryAdapter } from './adapters.js';
import {
  checkOptions,
  cursorHref,
  parseCursor,
  rowsShown,
  type CursorOptions,
} from './urlCursor.js';
import { readUrlPagination } from './readUrlPagination.js';

const TOTAL = 45;

/**
 * [what it is, query string, cursor]. Hostile values count as 0 or are capped at the total;
 * the hostile URLs of issue 9 are all here.
 */
const parseCases: [string, string, number][] = [
  ['no query', '', 0],
  ['no parameter', '?story=paginated-table--demo', 0],
  ['a cursor', '?nextCursor=10', 10],
  ['among other parameters', '?story=paginated-table--demo&nextCursor=30', 30],
  ['zero', '?nextCursor=0', 0],
  ['leading zeros', '?nextCursor=010', 10],
  ['no leading ?', 'nextCursor=20', 20],
  ['the total', '?nextCursor=45', 45],
  ['past the total: capped', '?nextCursor=1000', TOTAL],
  ['non-numeric', '?nextCursor=abc', 0],
  ['digits then letters', '?nextCursor=10abc', 0],
  ['negative', '?nextCursor=-10', 0],
  ['explicit plus', '?nextCursor=%2B10', 0],
  ['fractional', '?nextCursor=1.5', 0],
  ['integral with a fraction part', '?nextCursor=10.0', 0],
  ['empty', '?nextCursor=', 0],
  ['bare key', '?nextCursor', 0],
  ['exponent 1e3', '?nextCursor=1e3', 0],
  ['hex 0x10', '?nextCursor=0x10', 0],
  ['full-width digits １０', '?nextCursor=%EF%BC%91%EF%BC%90', 0],
  ['full-width digits, unencoded', '?nextCursor=１０', 0],
  ['Arabic-Indic digits ١٠', '?nextCursor=%D9%A1%D9%A0', 0],
  ['whitespace around', '?nextCursor=%2010%20', 0],
  ['plus as space', '?nextCursor=+10', 0],
  ['Infinity', '?nextCursor=Infinity', 0],
  ['NaN', '?nextCursor=NaN', 0],
  ['MAX_SAFE_INTEGER + 2: capped', '?nextCursor=9007199254740993', TOTAL],
  ['20 digits: capped', '?nextCursor=99999999999999999999', TOTAL],
  ['400 digits (Number() gives Infinity): capped', `?nextCursor=${'9'.repeat(400)}`, TOTAL],
  // URLSearchParams.get returns the first: the WHATWG API any server or router would use.
  ['repeated: the first wins', '?nextCursor=10&nextCursor=20', 10],
  ['repeated, the first hostile: still the first', '?nextCursor=abc&nextCursor=20', 0],
  ['percent-encoded script', '?nextCursor=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 0],
  ['raw script', '?nextCursor=<script>alert(1)</script>', 0],
  ['javascript: URL', '?nextCursor=javascript:alert(1)', 0],
  ['broken percent-encoding', '?nextCursor=%E0%A4%A', 0],
  ['encoded NUL after digits', '?nextCursor=10%00', 0],
  ['the name percent-encoded still names it', '?%6EextCursor=20', 20],
  ['another parameter with the same prefix', '?nextCursorX=20', 0],
];
for (const [what, search, expected] of parseCases) {
  test(`parseCursor: ${what} (${JSON.stringify(search.slice(0, 60))}) → ${expected}`, () => {
    expect(parseCursor(search, 'nextCursor', TOTAL)).toBe(expected);
  });
}

test('parseCursor reads the parameter it is given, and caps at a total of 0', () => {
  expect(parseCursor('?nextCursor=10&orders=30', 'orders', TOTAL)).toBe(30);
  expect(parseCursor('?nextCursor=10', 'orders', TOTAL)).toBe(0);
  expect(parseCursor('?nextCursor=10', 'nextCursor', 0)).toBe(0);
});

const rowCases: [cursor: number, pageSize: number, total: number, rows: number][] = [
  [0, 10, 45, 10],
  [10, 10, 45, 20],
  [30, 10, 45, 40],
  [35, 10, 45, 45],
  [45, 10, 45, 45],
  [0, 25, 45, 25],
  [25, 25, 45, 45],
  [0, 10, 0, 0],
  [0, 10, 3, 3],
];
for (const [cursor, pageSize, total, expected] of rowCases) {
  test(`rowsShown(${cursor}, ${pageSize}, ${total}) → ${expected}`, () => {
    expect(rowsShown(cursor, pageSize, total)).toBe(expected);
  });
}

/** Whether `href` is a relative URL that only changes the query, and what it parses to. */
function resolve(href: string) {
  expect(href.startsWith('?')).toBe(true);
  return new URL(href, 'https://example.com/docs/page?old=1#top');
}

test('cursorHref keeps every other parameter, sorted, and sets the cursor once', () => {
  expect(cursorHref('?story=paginated-table--demo&mode=full', 'nextCursor', 10)).toBe(
    '?mode=full&nextCursor=10&story=paginated-table--demo',
  );
  expect(cursorHref('?nextCursor=10&a=1', 'nextCursor', 20)).toBe('?a=1&nextCursor=20');
  expect(cursorHref('', 'nextCursor', 10)).toBe('?nextCursor=10');
  expect(cursorHref('?nextCursor=10&nextCursor=20', 'nextCursor', 20)).toBe('?nextCursor=20');
  // Each table its own parameter: the other's cursor is kept.
  expect(cursorHref('?customers=20&orders=10', 'orders', 20)).toBe('?customers=20&orders=20');
  // The path and any basename stay the page's; the fragment is dropped, as for any query link.
  expect(resolve(cursorHref('?old=1', 'nextCursor', 10)).href).toBe(
    'https://example.com/docs/page?nextCursor=10&old=1',
  );
});

test('cursorHref built from hostile queries is a valid link that carries no markup', () => {
  const hostile = [
    '?nextCursor=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&nextCursor=abc',
    '?q="><img src=x onerror=alert(1)>',
    '?next=javascript:alert(1)',
    '?nextCursor=%E0%A4%A&nextCursor=5',
    '?nextCursor=１０',
  ];
  for (const search of hostile) {
    const href = cursorHref(search, 'nextCursor', parseCursor(search, 'nextCursor', TOTAL) + 10);
    const url = resolve(href);
    expect(url.searchParams.getAll('nextCursor'), search).toEqual(['10']);
    expect(href, search).not.toMatch(/[<>"' ]/);
    expect(url.protocol).toBe('https:');
  }
});

test('createMemoryAdapter: push resolves against the current query, back steps back', () => {
  const adapter = createMemoryAdapter('?a=1');
  let calls = 0;
  const unsubscribe = adapter.subscribe(() => {
    calls += 1;
  });
  adapter.push('?a=1&nextCursor=10');
  expect(adapter.read()).toBe('?a=1&nextCursor=10');
  adapter.push('/ignored/path?nextCursor=20');
  expect(adapter.entries).toEqual(['?a=1', '?a=1&nextCursor=10', '?nextCursor=20']);
  adapter.back();
  expect(adapter.read()).toBe('?a=1&nextCursor=10');
  adapter.back();
  adapter.back();
  expect(adapter.read()).toBe('?a=1');
  expect(calls).toBe(4);
  unsubscribe();
  adapter.push('?b=2');
  expect(calls).toBe(4);
});

test('checkOptions: usable options pass; bad counts and an empty param warn and are clamped', () => {
  expect(checkOptions({ param: 'p', pageSize: 10, totalCount: 45 })).toEqual({
    options: { param: 'p', pageSize: 10, totalCount: 45 },
    problems: [],
  });
  const cases: [pageSize: number, totalCount: number, param: string, usable: CursorOptions][] = [
    [0, 45, 'p', { param: 'p', pageSize: 1, totalCount: 45 }],
    [-5, 45, 'p', { param: 'p', pageSize: 1, totalCount: 45 }],
    [2.5, 45, 'p', { param: 'p', pageSize: 2, totalCount: 45 }],
    [Number.NaN, 45, 'p', { param: 'p', pageSize: 1, totalCount: 45 }],
    [10, -1, 'p', { param: 'p', pageSize: 10, totalCount: 0 }],
    [10, 44.9, 'p', { param: 'p', pageSize: 10, totalCount: 44 }],
    [10, Number.POSITIVE_INFINITY, 'p', { param: 'p', pageSize: 10, totalCount: 0 }],
    [10, 45, '', { param: 'nextCursor', pageSize: 10, totalCount: 45 }],
  ];
  for (const [pageSize, totalCount, param, usable] of cases) {
    const { options, problems } = checkOptions({ param, pageSize, totalCount });
    expect(options, `${pageSize} ${totalCount} "${param}"`).toEqual(usable);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^useUrlPagination: (pageSize|totalCount|param) .*; using /);
  }
});

test('readUrlPagination: what a loader fetches is what the hook shows, for every URL above', () => {
  for (const [, search, cursor] of parseCases) {
    expect(readUrlPagination(search, { pageSize: 10, totalCount: TOTAL })).toEqual({
      cursor,
      rowCount: rowsShown(cursor, 10, TOTAL),
    });
  }
  expect(readUrlPagination('?page=20', { param: 'page', pageSize: 10, totalCount: TOTAL })).toEqual(
    { cursor: 20, rowCount: 30 },
  );
  // Bad options are clamped as the hook clamps them: a page of at least one row.
  expect(readUrlPagination('?nextCursor=5', { pageSize: 0, totalCount: 7.5 })).toEqual({
    cursor: 5,
    rowCount: 6,
  });
});

test('readUrlPagination reads the query as a server has it: URLSearchParams, or values by name as Next.js gives them', () => {
  const options = { pageSize: 10, totalCount: TOTAL };
  const read = (search: Parameters<typeof readUrlPagination>[0]) =>
    readUrlPagination(search, options).rowCount;
  expect(read(new URLSearchParams('?tab=all&nextCursor=20'))).toBe(30);
  expect(read({ tab: 'all', nextCursor: '20' })).toBe(30);
  // A repeated parameter is an array; its first value wins, as in the browser.
  expect(read({ nextCursor: ['20', '40'] })).toBe(30);
  expect(read({ nextCursor: undefined, other: '5' })).toBe(10);
  expect(read({ nextCursor: '<script>' })).toBe(10);
});
