/**
 * Names and expressions over the width variables. Pure strings: no DOM (`CSS.escape` is not in
 * Node or on the server), so the same names come out of server and client renders.
 */

/**
 * A column id as a CSS identifier fragment: ASCII letters, digits and `-` stay, every other
 * code point (`_` included, so the mapping stays one-to-one) becomes `_<hex>_`. Ids with
 * spaces, dots, quotes or non-ASCII letters thus never need escaping in `var()` or `id`.
 */
export function cssIdent(id: string): string {
  let out = '';
  for (const char of id) {
    out += /^[A-Za-z0-9-]$/.test(char) ? char : `_${(char.codePointAt(0) ?? 0).toString(16)}_`;
  }
  return out;
}

/** The custom property holding a column's width, named by the column's id. */
export const sizeVar = (columnId: string) => `--pt-w-${cssIdent(columnId)}`;

/** `calc(var(a) + var(b) …)` over custom properties; `0px` when there are none. */
export function calcSum(properties: readonly string[]): string {
  if (properties.length === 0) return '0px';
  return `calc(${properties.map((property) => `var(${property})`).join(' + ')})`;
}
