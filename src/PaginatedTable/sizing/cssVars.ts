/**
 * Names and expressions over the width variables. Pure strings: no DOM (`CSS.escape` is not in
 * Node or on the server), so the same names come out of server and client renders.
 */
import type { CSSProperties } from 'react';
import {
  DEFAULT_MAX_WIDTH,
  MIN_VARIANT_WIDTH,
  MIN_WIDTH,
  type SizingColumn,
} from './columnSizing.js';
import type { SizingLayout } from './types.js';

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

/**
 * The table's width styles, as CSS property and value.
 * - `table` layout: a variable per column, which the header cells read.
 * - `grid` layout: the track list itself (before the widths are fixed: then the head and the
 *   row groups carry it, see `groupTracks.ts`), plus variables for pinned and all-content
 *   columns only, which sticky offsets read. Those columns never take filler room, so a
 *   release on any other column changes no inherited variable: the browser restyles the
 *   sections and rows that inherit the tracks, not every cell of every rendered row.
 */
export function widthStyles(
  columns: readonly Pick<SizingColumn, 'id' | 'variant'>[],
  widths: Readonly<Record<string, number>>,
  tableLayout: SizingLayout,
): [property: string, value: string][] {
  const styles: [string, string][] = [];
  for (const { id, variant } of columns) {
    const width = widths[id];
    if (width === undefined) continue;
    if (tableLayout === 'table' || variant === 'pinned' || variant === 'all-content') {
      styles.push([sizeVar(id), `${width}px`]);
    }
  }
  if (tableLayout === 'grid') {
    const complete = columns.every(({ id }) => widths[id] !== undefined);
    styles.push(['grid-template-columns', complete ? trackList(columns, widths) : '']);
  }
  return styles;
}

/** The columns' widths as a grid track list, in column order: `180px 240px …`. */
export function trackList(
  columns: readonly { id: string }[],
  widths: Readonly<Record<string, number>>,
): string {
  return columns.map(({ id }) => `${widths[id] ?? 0}px`).join(' ');
}

/** A header cell's and its body cells' styles before the first measure (`unmeasuredStyles`). */
export interface UnmeasuredStyles {
  header: CSSProperties;
  cell: CSSProperties | undefined;
}

/**
 * Styles for a table the browser lays out before any measure: the server's HTML, and the render
 * that hydrates it. They make the browser's own table layout give each column the width the
 * measure will then fix, so the columns hold still as the page hydrates. They depend on the
 * columns alone: widths the user chose may be known in the browser only (saved in its storage),
 * and the HTML React hydrates must not depend on them. The header's width falls back from its
 * variable, which the measure defines, to:
 * - `default`: none, so the column is as wide as its content (cells count up to
 *   `DEFAULT_MAX_WIDTH`) and takes a share of the room left over, in proportion to that width,
 *   as the model's filler room does;
 * - `pinned` and `all-content`: `1px`, the narrowest its one-line content allows, and no share;
 *   a pinned column's cells count up to `DEFAULT_MAX_WIDTH`;
 * - `min`: `1px` over `MIN_VARIANT_WIDTH`: as wide as its header, and no cell widens it.
 * Every column is at least `MIN_WIDTH` wide, or its `minWidth`, as measured ones are.
 */
export function unmeasuredStyles({
  id,
  variant,
  minWidth = MIN_WIDTH,
}: Pick<SizingColumn, 'id' | 'variant' | 'minWidth'>): UnmeasuredStyles {
  const width = sizeVar(id);
  const capped = variant === 'default' || variant === 'pinned';
  return {
    header: {
      inlineSize: variant === 'default' ? `var(${width})` : `var(${width}, 1px)`,
      minInlineSize: `${Math.max(variant === 'min' ? MIN_VARIANT_WIDTH : MIN_WIDTH, minWidth)}px`,
    },
    cell:
      variant === 'min'
        ? { maxInlineSize: 0 }
        : capped
          ? { maxInlineSize: `${DEFAULT_MAX_WIDTH}px` }
          : undefined,
  };
}
