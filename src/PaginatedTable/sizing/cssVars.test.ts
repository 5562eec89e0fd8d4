import { expect, test } from '@playwright/test';
import { calcSum, cssIdent, sizeVar, unmeasuredStyles, widthStyles } from './cssVars.js';

const identCases: [string, string][] = [
  ['email', 'email'],
  ['account-id', 'account-id'],
  ['postal code', 'postal_20_code'],
  ['address.city', 'address_2e_city'],
  ['"quoted"', '_22_quoted_22_'],
  ["it's", 'it_27_s'],
  ['snake_case', 'snake_5f_case'],
  ['größe', 'gr_f6__df_e'],
  ['日付', '_65e5__4ed8_'],
  ['😀', '_1f600_'],
  ['', ''],
];
for (const [id, expected] of identCases) {
  test(`cssIdent(${JSON.stringify(id)}) → ${expected}`, () => {
    expect(cssIdent(id)).toBe(expected);
    expect(cssIdent(id)).toMatch(/^[A-Za-z0-9_-]*$/);
  });
}

test('distinct ids never share a variable', () => {
  const ids = ['a b', 'a_b', 'a_20_b', 'a.b', 'a-b', 'ab', 'a  b'];
  expect(new Set(ids.map(sizeVar)).size).toBe(ids.length);
});

test('calcSum adds variables, or is 0px with none', () => {
  expect(calcSum([])).toBe('0px');
  expect(calcSum(['--a'])).toBe('calc(var(--a))');
  expect(calcSum(['--a', '--b'])).toBe('calc(var(--a) + var(--b))');
});

const columns = [
  { id: 'name', variant: 'pinned' },
  { id: 'email', variant: 'default' },
  { id: 'code', variant: 'min' },
  { id: 'actions', variant: 'all-content' },
] as const;
const widths = { name: 180, email: 240, code: 96, actions: 48 };

test('table layout: a width variable per column, which header cells read', () => {
  expect(widthStyles(columns, widths, 'table')).toEqual([
    ['--pt-w-name', '180px'],
    ['--pt-w-email', '240px'],
    ['--pt-w-code', '96px'],
    ['--pt-w-actions', '48px'],
  ]);
});

test('grid layout: the track list, and variables only where sticky offsets read them', () => {
  expect(widthStyles(columns, widths, 'grid')).toEqual([
    ['--pt-w-name', '180px'],
    ['--pt-w-actions', '48px'],
    ['grid-template-columns', '180px 240px 96px 48px'],
  ]);
  // A filler column's width changes no variable: only the track list, which cells do not inherit.
  const wider = widthStyles(columns, { ...widths, email: 300 }, 'grid');
  expect(wider.filter(([property]) => property.startsWith('--'))).toEqual([
    ['--pt-w-name', '180px'],
    ['--pt-w-actions', '48px'],
  ]);
});

test('grid layout before every column is measured: no track list (the rows auto-place)', () => {
  expect(widthStyles(columns, { name: 180 }, 'grid')).toEqual([
    ['--pt-w-name', '180px'],
    ['grid-template-columns', ''],
  ]);
});

test('server HTML: a column is at least 48 px, 96 for min, or its minWidth', () => {
  const floor = (variant: 'default' | 'min', minWidth?: number) =>
    unmeasuredStyles({ id: 'a', variant, minWidth }).header.minInlineSize;
  expect([floor('default'), floor('min'), floor('min', 60), floor('default', 240)]).toEqual([
    '48px',
    '96px',
    '96px',
    '240px',
  ]);
});
