/** The row menu's pure parts: which hrefs may be linked, and the type-ahead's next item. */

const unsafeSchemes = new Set(['javascript:', 'vbscript:', 'data:']);
// A path, query or fragment, or an http(s) URL, as written: nothing a browser could read as
// another scheme. A table checks an href per row, so only the rest pay for a URL parse.
const plainlySafe = /^(?:[/?#]|https?:\/\/)/i;

/** Whether `href` is safe to link: parsed as the browser would (it strips tabs, newlines and
 * leading spaces from a scheme), so `java\tscript:` counts as `javascript:`. */
export function isSafeHref(href: string): boolean {
  if (plainlySafe.test(href)) return true;
  try {
    return !unsafeSchemes.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/** The next item after `from` (wrapping) whose label starts with `key`, as APG's type-ahead. */
export function typeaheadIndex(labels: readonly string[], from: number, key: string): number {
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step++) {
    const index = (from + step) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return from;
}
