/**
 * The sizing unit's public types: what `useColumnSizing` takes and what its getters return.
 * Types only, so server code and the pure model can import them without React or the DOM.
 */
import type { CSSProperties, KeyboardEvent, MouseEvent, PointerEvent, Ref } from 'react';
import type { CellPinned } from '../../primitives/Table.js';

/**
 * How a column is sized.
 * - `default`: as wide as its content up to a cap (`DEFAULT_MAX_WIDTH`), then truncated
 *   with an ellipsis, or wrapped when `textWrapCell` is on.
 * - `min`: as narrow as its header allows, but never under `MIN_VARIANT_WIDTH`.
 * - `pinned`: sticks at the inline start while scrolling sideways, at its measured width.
 * - `all-content`: never narrower than its widest content.
 */
export type ColumnVariant = 'default' | 'min' | 'pinned' | 'all-content';

/** Where the widths are: `uninitialised` (natural layout), `measured` (read from content), `fixed` (applied with `table-layout: fixed`). */
export type SizingPhase = 'uninitialised' | 'measured' | 'fixed';

/** Column widths a user chose, in pixels, keyed by column id. */
export type ColumnWidths = Readonly<Record<string, number>>;

/**
 * Why the user's widths changed. `drag` is a pointer's: a drag's release, or the second click of
 * a click on a handle and a click where its edge goes.
 */
export type ColumnWidthsChangeReason = 'drag' | 'keyboard' | 'reset' | 'autofit';

/** See `UseColumnSizingOptions.layout`. */
export type SizingLayout = 'table' | 'grid';

/** A column as the sizing hook sees it. */
export interface SizableColumn {
  /** Stable, unique key of the column; widths are keyed by it. */
  id: string;
  /** Header text; names the resize handle ("Resize {header}"). */
  header: string;
  /**
   * How the column is measured, see `ColumnVariant`.
   * @default 'default'
   */
  variant?: ColumnVariant | undefined;
  /**
   * Whether releasing a resize may widen the column to fit its content.
   * @default true
   */
  calculateWidthOnUpdate?: boolean | undefined;
  /**
   * Where the column sticks while the table scrolls sideways. Start-pinned columns stick in
   * order from the inline start, end-pinned ones from the inline end; each sticks beside the
   * ones before it, at their current widths.
   * @default 'start' for the `pinned` variant, otherwise undefined (the column scrolls)
   */
  pin?: CellPinned | undefined;
  /**
   * The narrowest the column may be, in px: it is measured at least this wide, and a resize
   * stops there (the handle's `aria-valuemin`). Under 48, or not a finite number: 48.
   * @default undefined (48 px; an `all-content` column's content)
   */
  minWidth?: number | undefined;
}

/** What changed, passed with every new set of widths. */
export interface ColumnWidthsChangeDetails {
  /** The column the user sized. */
  columnId: string;
  /** `drag` (released), `keyboard` (arrow keys), `reset` (double-click, Enter), `autofit` (released, then widened to its content). */
  reason: ColumnWidthsChangeReason;
}

/** Options of `useColumnSizing`. */
export interface UseColumnSizingOptions {
  /** The visible columns, in display order. At least one. */
  columns: readonly SizableColumn[];
  /**
   * Changes when the data does (e.g. the rows array): measured widths are then re-measured,
   * as they are when header texts or the locale (`LocaleProvider`) change, a font the table
   * uses finishes loading, the text's spacing or size changes (a user's style sheet) or forced
   * colours switch. Widths the user chose are kept.
   * @default undefined (measured again only on those other changes)
   */
  dataVersion?: unknown;
  /**
   * The widths the user chose, keyed by column id (controlled). Columns without an entry are
   * measured. Pair it with `onColumnWidthsChange`: the table shows what this prop says after
   * every change, so a parent may clamp or refuse a width.
   * @default undefined (uncontrolled)
   */
  columnWidths?: ColumnWidths | undefined;
  /**
   * The widths the user chose at first, when uncontrolled (e.g. restored from storage).
   * @default {}
   */
  defaultColumnWidths?: ColumnWidths | undefined;
  /**
   * Called once per committed change (a drag's release or a second click, a key press, a
   * double-click or Enter), never per pointer
   * move, with every width the user chose.
   * @default undefined
   */
  onColumnWidthsChange?:
    ((widths: ColumnWidths, details: ColumnWidthsChangeDetails) => void) | undefined;
  /**
   * Called with a localized width to announce (e.g. into a live region) after a keyboard resize.
   * @default undefined
   */
  announce?: ((message: string) => void) | undefined;
  /**
   * What new data (`dataVersion`) does to the measured widths.
   * - `fit`: each column is measured again to fit the new data, narrower or wider.
   * - `grow`: measured again, but never narrower than before while the table is mounted, so
   *   columns do not jump as the same data comes back in another order (a sort, then back and
   *   forward): a column widens when new content needs it, then stays. New columns or header
   *   texts start over. In the `grid` layout, once the widths are fixed, the new rows are read
   *   as laid out, with no measuring pass (content that wraps counts at its wrapped width, as
   *   for auto-fit on release). Widths the user chose are kept either way.
   * @default 'fit'
   */
  remeasure?: 'fit' | 'grow' | undefined;
  /**
   * How the table lays out its columns.
   * - `table`: a `<table>` under `table-layout: fixed`. Rows may be any height (cells may
   *   wrap), but every resize lays out every row, and measuring reads the whole table.
   * - `grid`: each row is a CSS grid over the column widths. The body is split into row
   *   groups (`getRowGroups`, one `<tbody>` each) and every body row is exactly `rowSize`
   *   high, so the browser skips the groups out of view: a resize, a release and a measure
   *   cost the same at 50 or 5,000 rows. Rows cannot wrap. The table's parent must be its
   *   scroll container. Server HTML, and the table while it hydrates, use the `table` layout,
   *   with each column at the width the measure will find (its variant, a width the user
   *   chose, a share of the room left over); the grid takes over on the render after
   *   hydration, and measures then.
   * @default 'table'
   */
  layout?: SizingLayout | undefined;
  /**
   * The exact height of every body row in the `grid` layout, as a CSS length: `'40px'`, or an
   * expression over the font such as `'round(up, calc(1.45em + 17px), 1px)'`. Whole pixels keep
   * the scroll height exact.
   * @default '40px'
   */
  rowSize?: string | undefined;
}

/** Props for the `<table>`. */
export interface SizingTableProps {
  /** The table the hook measures and writes widths to: put it on the `<table>`. */
  ref: Ref<HTMLTableElement>;
  /** The lifecycle phase, for styles to select on. */
  'data-phase': SizingPhase;
  /** Present while a column is dragged, or its edge placed by a click. */
  'data-resizing': '' | undefined;
  /** The layout in use, which the sizing stylesheet selects on. */
  'data-sizing-layout': SizingLayout;
  /** The header row plus `rowCount` body rows, when `getTableProps` was given a row count. */
  'aria-rowcount': number | undefined;
  /** The widths (variables, and in the grid layout the track list); once fixed, the table's width. */
  style: CSSProperties;
  /**
   * `true` in the server's HTML and the render that hydrates it, whose widths given may differ
   * (read from the browser's storage on the client only): the browser's width styles then
   * replace the server's on the next render.
   */
  suppressHydrationWarning: true | undefined;
}

/** Options of `getTableProps`. */
export interface SizingTableOptions {
  /**
   * Body rows loaded: sets `aria-rowcount`, so screen readers count rows the browser skips.
   * @default undefined (no `aria-rowcount`)
   */
  rowCount?: number | undefined;
}

/** A run of body rows, `[start, end)`, rendered as one `<tbody>`. */
export interface RowGroup {
  /** Index of the group's first row. */
  start: number;
  /** Index after the group's last row. */
  end: number;
}

/** Props for a `<tbody>` row group. */
export interface SizingRowGroupProps {
  /** In the grid layout, the group's row count, so the group keeps its exact height while skipped. */
  style: CSSProperties;
}

/** Props for a body row. */
export interface SizingRowProps {
  /** 1-based over the whole table, the header row being row 1. */
  'aria-rowindex': number;
}

/** Props for a body cell (`<td>`): where it sticks, if anywhere. */
export interface SizingCellProps {
  /** The side the cell sticks to, if any (the `pinned` prop of `Cell` and `HeaderCell`). */
  'data-pinned': CellPinned | undefined;
  /** Set on the last start-pinned and the first end-pinned column: they cast the edge shadow. */
  'data-edge': CellPinned | undefined;
  /**
   * The sticky offset (`--pt-pinned-offset`) of a pinned column. In the server's HTML and while
   * it hydrates, also the widest the cell counts for in the browser's own table layout, so
   * that the columns there have the widths the measure will find.
   */
  style: CSSProperties | undefined;
}

/** Props for a column's header cell (`<th>`). */
export interface SizingHeaderCellProps extends SizingCellProps {
  /** Stable id: the resize handle's `aria-controls` points at it. */
  id: string;
  /** Named by its label alone: the handle inside has a name of its own. */
  'aria-labelledby': string;
  /** Present while this column is dragged, or its edge placed by a click. */
  'data-resizing': '' | undefined;
  /**
   * The column's width (its variable, in the `table` layout) and a pinned column's sticky
   * offset. In the server's HTML and while it hydrates, also how wide the browser's own table
   * layout makes the column, so that it has the width the measure will find.
   */
  style: CSSProperties | undefined;
}

/** Props for the element holding a header's text. */
export interface SizingHeaderLabelProps {
  /** The id the header cell's `aria-labelledby` points at. */
  id: string;
  /** Marks the text the hook measures for the header's width. */
  'data-sizing-label': '';
}

/** Props for a column's resize handle: an APG window splitter (`role="separator"`). */
export interface ResizeHandleProps {
  /** A focusable separator: the APG window splitter pattern. */
  role: 'separator';
  /** The handle is a vertical line between two columns. */
  'aria-orientation': 'vertical';
  /** "Resize {header}", from the locale's messages. */
  'aria-label': string;
  /** The id of the header cell it sizes. */
  'aria-controls': string;
  /** The column's width in pixels, once measured. */
  'aria-valuenow': number | undefined;
  /** The narrowest the column can be, in pixels. */
  'aria-valuemin': number;
  /** The widest the column can be, in pixels. */
  'aria-valuemax': number;
  /** The width as words, e.g. "120 pixels", from the locale's messages. */
  'aria-valuetext': string | undefined;
  /** Present while this handle is dragged, or its edge placed by a click. */
  'data-resizing': '' | undefined;
  /**
   * In the tab order, so the keyboard can resize; in the server's HTML and until it hydrates,
   * left out of it and hidden from assistive tech (`aria-hidden`): without script, a handle
   * resizes nothing.
   */
  tabIndex: 0 | undefined;
  /** `true` in the server's HTML and until it hydrates (see `tabIndex`). */
  'aria-hidden': true | undefined;
  /** Starts a drag (mouse, pen or touch) and captures the pointer. */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  /** Moves the column's edge with the pointer: one style write, no React render. */
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  /**
   * Commits the drag, and widens the column back to fit its content when it is too narrow; after
   * a click (a press that barely moved), places the edge instead, for a click in the head to set.
   */
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  /** Cancels the drag: the width goes back to where it started. */
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  /** Ends the drag when the browser takes the pointer away. */
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
  /** Resets the column to its measured width. */
  onDoubleClick: (event: MouseEvent<HTMLElement>) => void;
  /** Left and Right arrows resize (Shift for larger steps); Enter resets. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** What `useColumnSizing` returns: the lifecycle phase and a prop getter per element. */
export interface ColumnSizing {
  /** `uninitialised` → `measured` → `fixed`. */
  phase: SizingPhase;
  /** The column being dragged, if any. */
  resizingColumnId: string | null;
  /** Every column's width as shown (after the last commit), keyed by column id. */
  widths: Readonly<Record<string, number>>;
  /** The table element's props; its `ref` is the table the hook measures. */
  getTableProps: (options?: SizingTableOptions) => SizingTableProps;
  /** Props for the header cell (`<th>`) of `columnId`. */
  getHeaderCellProps: (columnId: string) => SizingHeaderCellProps;
  /** Props for the element that holds the header's text, inside its `<th>`. */
  getHeaderLabelProps: (columnId: string) => SizingHeaderLabelProps;
  /**
   * Props for the resize handle of `columnId` (spread them on `ResizeHandle`). Its event handlers
   * are the same functions on every render while the column set is, so a memoized header cell
   * renders again only when a value it shows changes.
   */
  getResizeHandleProps: (columnId: string) => ResizeHandleProps;
  /**
   * The body's row groups for `rowCount` rows, one `<tbody>` each (key them by `start`): groups
   * of 20 rows in the grid layout, a single group in the table layout.
   */
  getRowGroups: (rowCount: number) => readonly RowGroup[];
  /** Props for the `<tbody>` of `group`. Stable: a memoized body may keep it. */
  getRowGroupProps: (group: RowGroup) => SizingRowGroupProps;
  /** Props for the body row at `rowIndex` (0-based over the loaded rows). Stable. */
  getRowProps: (rowIndex: number) => SizingRowProps;
  /**
   * Props for a body cell of `columnId`: the same object for as long as the column set is the
   * same (and the table has hydrated), so a memoized body may keep it.
   */
  getCellProps: (columnId: string) => SizingCellProps;
}
