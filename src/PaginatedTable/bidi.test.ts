import { expect, test } from '@playwright/test';
import { mixesDirections } from './bidi.js';

test('mixesDirections: letters of both directions mix; one direction, digits and signs do not', () => {
  const mixed = [
    'HP ישראל בע״מ',
    'IBM مصر للحلول',
    'PO-2231: נא לשלוח',
    'חשבונית ABC',
    'Ωmega שלום',
  ];
  const single = [
    'Ada Lovelace',
    'ישראל בע״מ',
    'مصر للحلول',
    '+1 555 0100',
    '+972 50 123 4567',
    'ada@example.com',
    '١٢٣',
    '東京',
    '',
  ];
  expect(mixed.filter((text) => !mixesDirections(text))).toEqual([]);
  expect(single.filter(mixesDirections)).toEqual([]);
});
