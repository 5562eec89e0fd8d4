import { expect, test } from '@playwright/test';
import { calcSum, cssIdent, sizeVar } from './cssVars.js';

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
