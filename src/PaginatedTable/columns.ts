import type { ReactNode } from 'react';
import type { CellAlign } from '../primitives/Table.js';
import type { PinSide } from './pinning.js';
import type { SizableColumn } from './sizing/useColumnSizing.js';

/**
 * How a column is sized.
 * - `default`: as wide as its content up to a cap (`DEFAULT_MAX_WIDTH`), then truncated
 *   with an ellipsis, or wrapped when `textWrapCell` is on.
 * - `min`: as narrow as its header allows, but never under `MIN_VARIANT_WIDTH`.
 * - `pinned`: sticks at the inline start while scrolling sideways, at its measured width.
 * - `all-content`: never narrower than its widest content.
 */
export type ColumnVariant = 'default' | 'min' | 'pinned' | 'all-content';

/** One column of a `PaginatedTable`. */
export interface Column<Row> {
  /**
   * Header text; also names the column's resize handle ("Resize {header}").
   * @default none (required)
   */
  header: string;
  /**
   * Stable, unique key of the column. For plain columns it is also the row field shown.
   * @default none (required)
   */
  id: string;
  /**
   * Sizing and pinning behaviour, see `ColumnVariant`.
   * @default 'default'
   */
  variant?: ColumnVariant;
  /**
   * Renders the cell content for a row.
   * @default the row's field named by `id`, as text
   */
  cell?: (row: Row) => ReactNode;
  /**
   * Wraps long content onto more lines instead of truncating it with an ellipsis.
   * @default false
   */
  textWrapCell?: boolean;
  /**
   * Alignment kind of the column. `actions` makes it the row-actions column: sticky at the
   * inline end, rendered by `renderActions`.
   * @default 'text'
   */
  align?: CellAlign;
  /**
   * Renders the row's actions (e.g. a `RowActions` menu). Required when `align` is `actions`.
   * @default undefined
   */
  renderActions?: (row: Row) => ReactNode;
  /**
   * Leaves the column out of the table.
   * @default false
   */
  hide?: boolean;
  /**
   * When on, releasing a resize that left the column narrower than its content widens it
   * back to fit the content. Turn it off to let users keep a truncated column. Columns with
   * `textWrapCell` fit by wrapping, so they are never widened.
   * @default true
   */
  calculateWidthOnUpdate?: boolean;
}

/**
 * What is shown of the whole. The table reads only these two numbers: they drive the results
 * text ("Showing {pageSize} of {totalCount}") and whether "Load more" appears
 * (`pageSize < totalCount`). Where the next page starts is up to `loadMore.href`: the demo,
 * for one, links to `nextCursor + 10`.
 */
export interface Pagination {
  /**
   * Number of rows in the whole data set.
   * @default none (required)
   */
  totalCount: number;
  /**
   * Number of rows currently shown.
   * @default none (required)
   */
  pageSize: number;
  /**
   * Offset the shown rows were loaded from. Not read by the table; carry it if your
   * `loadMore` link is built from it.
   * @default undefined
   */
  nextCursor?: number;
}

/** The visible columns, with the catalogue's error for an actions column without a renderer. */
export function visibleColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const visible = columns.filter((column) => !column.hide);
  for (const column of visible) {
    if (column.align === 'actions' && !column.renderActions) {
      throw new Error('missing actions render');
    }
  }
  const ids = new Set<string>();
  for (const column of visible) {
    if (ids.has(column.id)) {
      throw new Error(`Duplicate column id "${column.id}": give every column a unique \`id\`.`);
    }
    ids.add(column.id);
  }
  return visible;
}

/** Pinned columns first, the actions column last, the rest in their given order. */
export function orderColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const rank = (column: Column<Row>) =>
    column.variant === 'pinned' ? 0 : column.align === 'actions' ? 2 : 1;
  return columns.toSorted((a, b) => rank(a) - rank(b));
}

/** Where a column sticks: pinned columns at the inline start, the actions column at the end. */
export function pinSide<Row>(column: Column<Row>): PinSide {
  if (column.align === 'actions') return 'end';
  return column.variant === 'pinned' ? 'start' : undefined;
}

/** What the sizing hook needs to know of a column. */
export function toSizableColumn<Row>(column: Column<Row>): SizableColumn {
  return {
    id: column.id,
    header: column.header,
    // The actions column hugs its buttons: it takes no share of spare room.
    variant: column.align === 'actions' ? 'all-content' : (column.variant ?? 'default'),
    // A wrapping column fits its content by wrapping, so releasing never widens it.
    calculateWidthOnUpdate: (column.calculateWidthOnUpdate ?? true) && !column.textWrapCell,
  };
}
