/** Counts from untyped or server data: numbers in, usable whole numbers out. Pure. */

/** Whether `value` is a whole number ≥ 0 that arithmetic keeps exact. */
export const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** `value` rounded down to a whole number ≥ 0; anything not finite (NaN, ±Infinity) is 0. */
export const toCount = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
