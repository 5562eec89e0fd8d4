import { expect, test } from '@playwright/test';
import { DEFAULT_HEIGHT, validateProps } from './validateProps.js';

const valid: {
  rowIds: string[];
  pagination: { pageSize: number; totalCount: number };
  height: number | string;
} = {
  rowIds: ['a', 'b', 'c'],
  pagination: { pageSize: 3, totalCount: 45 },
  height: 600,
};

test('valid props come back as given, with no problem', () => {
  const result = validateProps(valid);
  expect(result.problems).toEqual([]);
  expect(result.pagination).toBe(valid.pagination);
  expect(result.height).toBe(600);
  // A CSS length is the app's to check: the browser reads it.
  const length = validateProps({ ...valid, height: 'min(600px, 80dvh)' });
  expect(length.problems).toEqual([]);
  expect(length.height).toBe('min(600px, 80dvh)');
});

test('each misuse warns with a message that names the fix, and renders a usable value', () => {
  const cases: {
    name: string;
    input: Partial<typeof valid>;
    message: RegExp;
    pageSize?: number;
    totalCount?: number;
    height?: number | string;
  }[] = [
    {
      name: 'duplicate row ids',
      input: { rowIds: ['a', 'b', 'a', 'a', 'b'] },
      message:
        /rows 1 and 3 share the id "a" \(2 ids are shared in all\)\. .*give each row a unique `id`, or pass `getRowId`/,
    },
    {
      name: 'negative pageSize',
      input: { pagination: { pageSize: -3, totalCount: 45 } },
      message:
        /pageSize must be a whole number of rows ≥ 0, got -3\. Pass the number of rows shown.*using 0/,
      pageSize: 0,
    },
    {
      name: 'fractional pageSize',
      input: { pagination: { pageSize: 10.5, totalCount: 45 } },
      message: /pageSize must be a whole number.*got 10\.5.*using 10/,
      pageSize: 10,
    },
    {
      name: 'NaN pageSize',
      input: { pagination: { pageSize: Number.NaN, totalCount: 45 } },
      message: /pageSize must be a whole number.*got NaN.*using 0/,
      pageSize: 0,
    },
    {
      name: 'totalCount below pageSize',
      input: { pagination: { pageSize: 20, totalCount: 5 } },
      message:
        /totalCount \(5\) is below pageSize \(20\)\. Pass the size of the whole data set.*the number of rows shown \(rows\.length, never more than totalCount\) as pageSize.*"Load more" is hidden/,
      pageSize: 20,
      totalCount: 20,
    },
    {
      name: 'negative totalCount',
      input: { pagination: { pageSize: 0, totalCount: -1 } },
      message: /totalCount must be a whole number of rows ≥ 0, got -1/,
      totalCount: 0,
    },
    {
      name: 'height 0',
      input: { height: 0 },
      message:
        /height must be a number of pixels > 0 or a CSS length, got 0\. Pass e\.g\. height=\{400\} or height="min\(600px, 80dvh\)", or leave it out/,
      height: DEFAULT_HEIGHT,
    },
    {
      name: 'negative height',
      input: { height: -200 },
      message: /height must be .* got -200/,
      height: DEFAULT_HEIGHT,
    },
    {
      name: 'infinite height',
      input: { height: Number.POSITIVE_INFINITY },
      message: /height must be .* got Infinity/,
      height: DEFAULT_HEIGHT,
    },
    {
      name: 'empty height',
      input: { height: ' ' },
      message: /height must be .* got " "/,
      height: DEFAULT_HEIGHT,
    },
  ];
  for (const { name, input, message, ...expected } of cases) {
    const result = validateProps({ ...valid, ...input });
    expect(result.problems, name).toHaveLength(1);
    expect(result.problems[0], name).toMatch(message);
    expect(result.problems[0], name).toMatch(/^PaginatedTable: /);
    if (expected.pageSize !== undefined)
      expect(result.pagination.pageSize, name).toBe(expected.pageSize);
    if (expected.totalCount !== undefined)
      expect(result.pagination.totalCount, name).toBe(expected.totalCount);
    if (expected.height !== undefined) expect(result.height, name).toBe(expected.height);
  }
});

test('problems add up, and other pagination fields are kept', () => {
  const result = validateProps({
    rowIds: ['x', 'x'],
    pagination: { pageSize: -1, totalCount: 0.5, nextCursor: 7 },
    height: -1,
  });
  expect(result.problems).toHaveLength(4);
  expect(result.pagination).toEqual({ pageSize: 0, totalCount: 0, nextCursor: 7 });
});
