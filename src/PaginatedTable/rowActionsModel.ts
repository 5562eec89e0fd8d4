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

/**
 * The next item after `from` (wrapping) whose label starts with `key`, as APG's type-ahead: in
 * the table's `locale`, ignoring case and accents, as a person reads it ("e" finds "Éditer").
 */
export function typeaheadIndex(
  labels: readonly string[],
  from: number,
  key: string,
  locale: string,
): number {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', usage: 'search' });
  for (let step = 1; step <= labels.length; step++) {
    const index = (from + step) % labels.length;
    const label = labels[index]?.trim() ?? '';
    if (collator.compare(label.slice(0, key.length), key) === 0) return index;
  }
  return from;
}
