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
 * Median and interquartile range (linear interpolation between order statistics).
 * @param {readonly number[]} samples
 */
export function describe(samples) {
  const sorted = samples.toSorted((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  return { median: quantile(sorted, 0.5), q1, q3, iqr: q3 - q1, n: sorted.length };
}
