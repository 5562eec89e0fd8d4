import type { ReactNode } from 'react';
import type { CellAlign } from '../primitives/Table.js';
import type { PinSide } from './pinning.js';
import type { ColumnVariant, SizableColumn } from './sizing/types.js';
import { warnOnce } from '../shared/warnOnce.js';

/** What every kind of column has. */
interface ColumnBase {
  /**
   * Header text. A column's resize handle is named after it ("Resize {header}"); the actions
   * column has no handle.
   * @default none (required)
   */
  header: string;
  /**
   * Sizing and pinning behaviour, see `ColumnVariant`.
   * @default 'default'
   */
  variant?: ColumnVariant | undefined;
  /**
   * Wraps long content onto more lines instead of truncating it with an ellipsis.
   * @default false
   */
  textWrapCell?: boolean | undefined;
  /**
   * Leaves the column out of the table.
   * @default false
   */
  hide?: boolean | undefined;
  /**
   * When on, releasing a resize that left the column narrower than its content widens it
   * back to fit the content: its header and, in a table of fixed-height rows, the rows in view
   * (what the user was looking at; a wider value further away is not read, which keeps a
   * release as cheap at 5,000 rows as at 50). Turn it off to let users keep a truncated
   * column. Columns with `textWrapCell` fit by wrapping, so they are never widened.
   * @default true
   */
  calculateWidthOnUpdate?: boolean | undefined;
  /**
   * The narrowest the column may be, in px: it is measured at least this wide, and a resize
   * stops there (the handle's minimum says so). Give a column room its first rows do not need,
   * such as an email column that would start cut. Under 48, or not a finite number: 48.
   * @default undefined (48 px; an `all-content` column's content)
   */
  minWidth?: number | undefined;
  /**
   * Whether the user may resize the column. `false` leaves it without a resize handle, so no
   * drag, click or key resizes it: it keeps its measured width, or the one `columnWidths` gives.
   * @default true (the actions column has no handle either way)
   */
  resizable?: boolean | undefined;
}

/** Alignment kinds of a data column: every `CellAlign` but `actions`. */
export type DataAlign = Exclude<CellAlign, 'actions'>;

/**
 * Keys of `Row` whose values a cell shows as they are: strings and numbers (or nothing).
 * Anything else (a date, a boolean, an object) needs a `cell` to say how it reads.
 */
export type TextField<Row> = {
  [K in keyof Row]-?: Row[K] extends string | number | null | undefined ? K : never;
}[keyof Row] &
  string;

/** A column that shows one field of the row as text; `id` names that field. */
export interface FieldColumn<Row> extends ColumnBase {
  /**
   * The row field shown, which is also the column's stable, unique key. Checked against the
   * row type: a typo such as `'moon'` for `'moons'` fails to compile.
   * @default none (required)
   */
  id: TextField<Row>;
  /**
   * Alignment kind of the column's cells.
   * @default 'text'
   */
  align?: DataAlign | undefined;
  /**
   * Lets the user sort by this column: its header holds a button, or a link with
   * `getSortHref`, that asks for the sort through `onSortChange`. The table never reorders
   * rows itself: pass `sort` and sort where the data lives (see docs/sorting.md).
   * @default false
   */
  sortable?: boolean | undefined;
  /** @default undefined (a field column shows the field) */
  cell?: undefined;
  /** @default undefined (only an actions column has it) */
  renderActions?: undefined;
}

/** A column whose cells `cell` renders; `id` is any stable, unique key. */
export interface CellColumn<Row> extends ColumnBase {
  /**
   * Stable, unique key of the column (widths are keyed by it).
   * @default none (required)
   */
  id: string;
  /**
   * Alignment kind of the column's cells.
   * @default 'text'
   */
  align?: DataAlign | undefined;
  /**
   * Renders the cell content for a row.
   * @default none (required)
   */
  cell: (row: Row) => ReactNode;
  /**
   * Lets the user sort by this column: its header holds a button, or a link with
   * `getSortHref`, that asks for the sort through `onSortChange`. The table never reorders
   * rows itself: pass `sort` and sort where the data lives (see docs/sorting.md).
   * @default false
   */
  sortable?: boolean | undefined;
  /** @default undefined (only an actions column has it) */
  renderActions?: undefined;
}

/**
 * The row-actions column: last, sticky at the inline end, as wide as its buttons, with no
 * resize handle, rendered by `renderActions`. `variant`, `textWrapCell`,
 * `calculateWidthOnUpdate`, `minWidth` and `resizable` do nothing on it.
 */
export interface ActionsColumn<Row> extends ColumnBase {
  /**
   * Stable, unique key of the column.
   * @default none (required)
   */
  id: string;
  /**
   * Makes this the row-actions column.
   * @default none (required)
   */
  align: 'actions';
  /**
   * Renders the row's actions (e.g. a `RowActions` menu). Without it the table throws
   * `missing actions render`; TypeScript reports it first.
   * @default none (required)
   */
  renderActions: (row: Row) => ReactNode;
  /** @default undefined (`renderActions` renders the cell) */
  cell?: undefined;
  /**
   * The actions column cannot be sorted by: it shows no value of its own.
   * @default undefined (row actions are not sorted by)
   */
  sortable?: false | undefined;
}

/**
 * One column of a `PaginatedTable`: a field of the row shown as text, a `cell` renderer, or
 * the actions column.
 */
export type Column<Row> = FieldColumn<Row> | CellColumn<Row> | ActionsColumn<Row>;

/**
 * `getRowId` may be left out when rows have an `id` (string or number); rows without one
 * must say how they are keyed.
 */
export type RowIdentity<Row> = Row extends { id: string | number }
  ? unknown
  : {
      /**
       * Stable, unique key of a row, a string or a number. Required: these rows have no `id`.
       * @default none (required)
       */
      getRowId: (row: Row) => string | number;
    };

/** The visible columns, with the catalogue's error for an actions column without a renderer. */
export function visibleColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const visible = columns.filter((column) => !column.hide);
  for (const column of visible) {
    // The types require renderActions; an untyped caller can still leave it out.
    const untyped: { align?: string | undefined; renderActions?: unknown } = column;
    if (untyped.align === 'actions' && !untyped.renderActions) {
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
    column.align === 'actions' ? 2 : column.variant === 'pinned' ? 0 : 1;
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
    pin: pinSide(column),
    // The actions column hugs its buttons, and the user cannot resize it.
    minWidth: column.align === 'actions' ? undefined : column.minWidth,
  };
}

/**
 * Field columns whose `id` names no field of any row: a typo such as `'moon'` for `'moons'`
 * that TypeScript did not see (untyped rows, or a cast). Their cells would render empty, so
 * each gets a message naming the fix. No rows, no verdict.
 */
export function unknownFieldMessages<Row extends object>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): string[] {
  const first = rows[0];
  if (first === undefined) return [];
  return columns
    .filter((column) => column.align !== 'actions' && !column.cell)
    .filter((column) => !rows.some((row) => column.id in row))
    .map(
      (column) =>
        `PaginatedTable: column "${column.id}" shows the rows' "${column.id}" field, but no row has one (fields: ${Object.keys(first).join(', ')}). Fix the column's \`id\`, or give it a \`cell\` that renders the row.`,
    );
}

const generatedIds = new WeakMap<object, string>();
let nextGeneratedId = 0;

/**
 * A row's `id` as its key. A row without one (an untyped caller: TypeScript requires
 * `getRowId` then) is keyed by its object identity instead of crashing the page, and the
 * first such row warns, naming the fix.
 */
export function defaultRowId(row: object): string {
  const id: unknown = (row as Record<string, unknown>).id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  let key = generatedIds.get(row);
  if (key === undefined) {
    key = `pt-row-${String(nextGeneratedId++)}`;
    generatedIds.set(row, key);
  }
  warnOnce(
    'PaginatedTable: a row has no `id` (string or number), so rows are keyed by object identity, which changes when rows are re-created. Pass `getRowId={(row) => …}` returning a stable, unique key.',
  );
  return key;
}
