import { expect, test } from '@playwright/test';
import { placesSelector } from './cellPlaces.js';

test('placesSelector: one place, one run of neighbours, and runs apart', () => {
  expect(placesSelector([3])).toBe(':nth-of-type(3)');
  expect(placesSelector([2, 3, 4, 5, 6, 7])).toBe(':nth-of-type(n+2):nth-of-type(-n+7)');
  expect(placesSelector([1, 3, 4, 6])).toBe(
    ':is(:nth-of-type(1), :nth-of-type(n+3):nth-of-type(-n+4), :nth-of-type(6))',
  );
});
