// @ts-check

/**
 * @param {readonly number[]} sorted ascending
 * @param {number} q 0..1
 */
function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = /** @type {number} */ (sorted[low]);
  const b = /** @type {number} */ (sorted[high]);
  return a + (b - a) * (position - low);
}

/**
 * Median, interquartile range and extremes (linear interpolation between order statistics);
 * `q3` is the 75th percentile. Samples that are `null` (a measure an implementation does not
 * have) are left out.
 * @param {readonly (number | null)[]} samples
 */
export function describe(samples) {
  const sorted = samples
    .filter(/** @returns {value is number} */ (value) => value !== null && Number.isFinite(value))
    .toSorted((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  return {
    median: quantile(sorted, 0.5),
    q1,
    q3,
    iqr: q3 - q1,
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    n: sorted.length,
  };
}
