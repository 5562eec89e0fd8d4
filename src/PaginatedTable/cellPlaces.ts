/** Selectors for a row's cells by their place in it (pure: no React, no DOM). */

/**
 * `:nth-of-type` for the places given (1-based, ascending), each run of neighbours as one range:
 * the columns 2 to 7 are `:nth-of-type(n+2):nth-of-type(-n+7)`.
 */
export function placesSelector(places: readonly number[]): string {
  const runs: string[] = [];
  for (let at = 0; at < places.length;) {
    const first = places[at] ?? 0;
    let last = first;
    while (places[at + 1] === last + 1) {
      at += 1;
      last += 1;
    }
    at += 1;
    runs.push(
      first === last
        ? `:nth-of-type(${first})`
        : `:nth-of-type(n+${first}):nth-of-type(-n+${last})`,
    );
  }
  return runs.length === 1 ? (runs[0] ?? '') : `:is(${runs.join(', ')})`;
}
