import { expect, test } from '@playwright/test';
import { isPlainLeftClick } from './clicks.js';
import { isCount, toCount } from './counts.js';

test('isPlainLeftClick: only an unmodified main-button click is handled in the page', () => {
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  expect(isPlainLeftClick(plain)).toBe(true);
  expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
  expect(isPlainLeftClick({ ...plain, button: 2 })).toBe(false);
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
    expect(isPlainLeftClick({ ...plain, [key]: true }), key).toBe(false);
  }
  expect(isPlainLeftClick({ ...plain, defaultPrevented: true })).toBe(false);
});

const countCases: [number, boolean, number][] = [
  [0, true, 0],
  [3, true, 3],
  [2.9, false, 2],
  [-1, false, 0],
  [Number.NaN, false, 0],
  [Number.POSITIVE_INFINITY, false, 0],
  [2 ** 53, false, 2 ** 53],
];
for (const [value, count, usable] of countCases) {
  test(`isCount(${value}) is ${count}; toCount gives ${usable}`, () => {
    expect(isCount(value)).toBe(count);
    expect(toCount(value)).toBe(usable);
  });
}
