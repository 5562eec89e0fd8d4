/**
 * Column sizing as a pure model: plain data in, plain data out, no React and no DOM. Every
 * width is keyed by column id, so adding, hiding or reordering a column moves no other width.
 *
 * Lifecycle: `uninitialised` (natural layout, no widths) → `measured` (widths derived from one
 * read of the content) → `fixed` (explicit pixel widths under `table-layout: fixed`).
 *
 * Three kinds of width are kept apart:
 * - `natural`: what the last measure read, per the column's variant. Data changes forget it.
 * - `widths`: what the user chose (drag, keyboard, auto-widen). A data change keeps them;
 *   reset deletes a key. This is the part a consumer may control and persist.
 * - `drag`: the drag in progress. Cancel drops it; release copies it into `widths`.
 *
 * **Filler room.** A table narrower than its container would leave a gap, so the room left
 * over (`available` minus every column's width) is shared by the *filler* columns (`default`
 * columns that the user has not sized) in proportion to their natural widths. That is how a
 * browser shares a plain table's room, so the server's HTML, which the browser lays out before
 * any measure, shows the widths the measure then fixes (see `unmeasuredStyles` in cssVars.ts).
 * Filler room is derived, never stored, so it gives way first: when another column widens, the
 * fillers shrink back towards their natural width, and the table overflows sideways only once
 * no filler room is left. Narrowing a column hands the room back to the fillers.
 */
import type { ColumnVariant, ColumnWidths, SizingPhase } from './types.js';

/** Cap of a `default` or `pinned` column's measured width; longer content is truncated or wrapped. */
export const DEFAULT_MAX_WIDTH = 320;
/** Narrowest a `min` column is measured at, even under a short header. */
export const MIN_VARIANT_WIDTH = 96;
/** Narrowest any column can be resized to. */
export const MIN_WIDTH = 48;
/** Widest any column can be resized to. */
export const MAX_WIDTH = 2000;
/** Keyboard resize step, in pixels. */
export const KEYBOARD_STEP = 10;
/** Keyboard resize step with Shift held, in pixels. */
export const KEYBOARD_STEP_LARGE = 50;

/** What the model needs to know of a column. */
export interface SizingColumn {
  id: string;
  variant: ColumnVariant;
  /** Whether releasing a resize may widen the column to fit its content. */
  calculateWidthOnUpdate: boolean;
  /** Its floor in px, at least `MIN_WIDTH` (`usableMinWidth`). */
  minWidth?: number | undefined;
}

/** A column's `minWidth` as the model takes it: a finite number of px, `MIN_WIDTH` to `MAX_WIDTH`. */
export function usableMinWidth(minWidth: number | undefined): number {
  if (typeof minWidth !== 'number' || !Number.isFinite(minWidth)) return MIN_WIDTH;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(minWidth)));
}

/** What one measuring pass read for a column, in pixels including padding. */
export interface ColumnReading {
  /** Width of the widest cell (header included) laid out on one line. */
  content: number;
  /** Width of the header alone. */
  header: number;
}

export interface Drag {
  columnId: string;
  startWidth: number;
  startX: number;
  /** `-1` in right-to-left layouts, where the inline end is on the left. */
  direction: 1 | -1;
  /**
   * How much transforms around the table scale what it draws (`drawnScale`): the pointer moves
   * in drawn px, the width changes in layout px, so the edge stays under the pointer.
   */
  scale: number;
  width: number;
}

export interface SizingState {
  phase: SizingPhase;
  columns: readonly SizingColumn[];
  /** Widths the last measure derived from content, before any filler room. */
  natural: ColumnWidths;
  /** Width of the container the table fills, from the last measure. */
  available: number;
  /** Widths the user chose. May hold ids of hidden columns: they apply when shown again. */
  widths: ColumnWidths;
  drag: Drag | null;
}

export function createSizing(
  columns: readonly SizingColumn[],
  widths: ColumnWidths = {},
): SizingState {
  if (columns.length === 0) throw new Error('No columns found');
  return { phase: 'uninitialised', columns, natural: {}, available: 0, widths, drag: null };
}

function columnOf(state: SizingState, id: string): SizingColumn {
  const column = state.columns.find((candidate) => candidate.id === id);
  if (!column) {
    throw new Error(`Unknown column "${id}": size only columns passed to createSizing.`);
  }
  return column;
}

/** Smallest width a column may take: `all-content` columns never go under their content. */
export function minWidthOf(state: SizingState, id: string): number {
  const column = columnOf(state, id);
  const floor = column.minWidth ?? MIN_WIDTH;
  return column.variant === 'all-content' ? Math.max(floor, state.natural[id] ?? 0) : floor;
}

export function clampWidth(state: SizingState, id: string, width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(minWidthOf(state, id), width)));
}

/** Width a variant takes from what was read. */
export function naturalWidth(variant: ColumnVariant, reading: ColumnReading): number {
  switch (variant) {
    case 'min':
      return Math.ceil(Math.max(reading.header, MIN_VARIANT_WIDTH));
    case 'all-content':
      return Math.ceil(Math.max(reading.content, MIN_WIDTH));
    case 'default':
    case 'pinned':
      return Math.ceil(Math.min(Math.max(reading.content, MIN_WIDTH), DEFAULT_MAX_WIDTH));
  }
}

/**
 * Every column's width as shown now: the drag in progress, else the user's width (clamped),
 * else the natural width plus its share of the filler room (see the module comment).
 * Columns not measured yet are left out.
 */
export function layout(state: SizingState): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  const fillers: string[] = [];
  let total = 0;
  for (const column of state.columns) {
    const { id } = column;
    const natural = state.natural[id];
    if (natural === undefined) continue;
    const chosen = state.widths[id];
    let width: number;
    if (state.drag?.columnId === id) width = state.drag.width;
    else if (chosen !== undefined) width = clampWidth(state, id, chosen);
    else {
      width = natural;
      if (column.variant === 'default') fillers.push(id);
    }
    out[id] = width;
    total += width;
  }
  const spare = Math.floor(state.available - total);
  if (spare > 0 && fillers.length > 0) {
    // In proportion to natural widths, as a browser's table shares its own: whole pixels that
    // add up to `spare`, each within a pixel of its exact share.
    const weight = Math.max(
      1,
      fillers.reduce((sum, id) => sum + (out[id] ?? 0), 0),
    );
    let given = 0;
    let reached = 0;
    for (const id of fillers) {
      const natural = out[id] ?? 0;
      reached += natural;
      const until = Math.round((spare * reached) / weight);
      out[id] = natural + until - given;
      given = until;
    }
  }
  return out;
}

/** The width a column shows now, or `undefined` before it is measured. */
export function widthOf(state: SizingState, id: string): number | undefined {
  return layout(state)[id];
}

/**
 * Derives every column's natural width from one reading pass, and remembers the room the
 * table may fill. Columns without a reading keep none. The user's widths are kept. A column's
 * natural width is never under its `floor` entry: a table whose data reorders passes its last
 * natural widths, so its columns only grow (see `UseColumnSizingOptions.remeasure`).
 */
export function measure(
  state: SizingState,
  readings: Readonly<Record<string, ColumnReading>>,
  available = 0,
  floor: ColumnWidths = {},
): SizingState {
  const natural: Record<string, number> = {};
  for (const column of state.columns) {
    const reading = readings[column.id];
    if (reading) {
      natural[column.id] = Math.max(
        naturalWidth(column.variant, reading),
        column.minWidth ?? 0,
        floor[column.id] ?? 0,
      );
    }
  }
  return { ...state, phase: 'measured', natural, available };
}

/** Commits the measured widths to the layout (`table-layout: fixed`). */
export function fix(state: SizingState): SizingState {
  if (state.phase === 'uninitialised') {
    throw new Error('Cannot fix column widths before they are measured: call measure() first.');
  }
  return { ...state, phase: 'fixed' };
}

/**
 * New data: forget what was measured, to measure again. The user's widths stay: a width the
 * user chose survives "Load more".
 */
/**
 * Whether two states show the same measure: the same phase, room and natural widths. A re-measure
 * that finds nothing new can then keep the state it had, and nothing downstream runs again.
 */
export function sameMeasure(a: SizingState, b: SizingState): boolean {
  if (a.phase !== b.phase || a.available !== b.available) return false;
  const ids = Object.keys(b.natural);
  return (
    ids.length === Object.keys(a.natural).length &&
    ids.every((id) => a.natural[id] === b.natural[id])
  );
}

export function dataChanged(state: SizingState): SizingState {
  return { ...state, phase: 'uninitialised', natural: {} };
}

const shown = (value: unknown) =>
  typeof value === 'number' || value === undefined ? String(value) : JSON.stringify(value);

const storageHint =
  'Check widths read back from storage before passing them as `columnWidths` or `defaultColumnWidths`.';

/**
 * `widths` without the entries that are not a width: a value that is not a finite number (a
 * width read back from storage as `"x"` or `null`, say) would reach the CSS as `NaN`. Its column
 * takes its measured width instead, and the first change the user makes writes over it. Widths
 * that are not an object of entries at all count as none. The same object when every entry is a
 * width; `problems` says what was dropped, naming the fix.
 */
export function usableWidths(widths: ColumnWidths): {
  widths: ColumnWidths;
  problems: string[];
} {
  const given: unknown = widths;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return {
      widths: {},
      problems: [
        `Column widths: expected an object of widths in px by column id, got ${shown(given)}, so every column takes its measured width. ${storageHint}`,
      ],
    };
  }
  const dropped = Object.entries(given).filter(
    ([, width]) => typeof width !== 'number' || !Number.isFinite(width),
  );
  if (dropped.length === 0) return { widths, problems: [] };
  const unusable = new Set(dropped.map(([id]) => id));
  return {
    widths: Object.fromEntries(Object.entries(widths).filter(([id]) => !unusable.has(id))),
    problems: dropped.map(
      ([id, width]) =>
        `Column widths: the width of "${id}" is ${shown(width)}, not a number of px, so the column takes its measured width. ${storageHint}`,
    ),
  };
}

/** The user's widths now come from elsewhere (a controlled prop). */
export function withWidths(state: SizingState, widths: ColumnWidths): SizingState {
  return state.widths === widths ? state : { ...state, widths };
}

export function resizeStart(
  state: SizingState,
  columnId: string,
  startX: number,
  direction: 1 | -1,
  scale = 1,
): SizingState {
  const startWidth = widthOf(state, columnId) ?? MIN_WIDTH;
  return { ...state, drag: { columnId, startWidth, startX, direction, scale, width: startWidth } };
}

/** The pointer moved to `x`: the width follows it exactly (dragging towards the inline end widens). */
export function resizeMove(state: SizingState, x: number): SizingState {
  const { drag } = state;
  if (!drag) return state;
  const width = clampWidth(
    state,
    drag.columnId,
    drag.startWidth + ((x - drag.startX) * drag.direction) / drag.scale,
  );
  return width === drag.width ? state : { ...state, drag: { ...drag, width } };
}

/** Release: the dragged width becomes the user's. */
export function resizeEnd(state: SizingState): SizingState {
  const { drag } = state;
  if (!drag) return state;
  return { ...state, drag: null, widths: { ...state.widths, [drag.columnId]: drag.width } };
}

/** Escape, pointercancel, lost capture, blur: the drag is dropped, nothing else changes. */
export function cancel(state: SizingState): SizingState {
  return state.drag ? { ...state, drag: null } : state;
}

/** Sets a column's width by `delta` pixels from what it shows now (keyboard resize). */
/**
 * A key press: `delta` px more or less, within the column's limits. At a limit, the same state:
 * a measured width does not become one the user chose by a press that changed nothing.
 */
export function resizeBy(state: SizingState, columnId: string, delta: number): SizingState {
  const current = widthOf(state, columnId) ?? MIN_WIDTH;
  const width = clampWidth(state, columnId, current + delta);
  if (width === current) return state;
  return { ...state, widths: { ...state.widths, [columnId]: width } };
}

/** Back to the measured width (and its share of filler room): the user's width is deleted. */
export function reset(state: SizingState, columnId: string): SizingState {
  if (!(columnId in state.widths)) return state;
  const widths = Object.fromEntries(Object.entries(state.widths).filter(([id]) => id !== columnId));
  return { ...state, widths };
}

/**
 * After a resize ends: when the content is wider than the column and the column allows it,
 * the column is raised to fit the content.
 */
export function autofit(state: SizingState, columnId: string, contentWidth: number): SizingState {
  const column = columnOf(state, columnId);
  const current = widthOf(state, columnId);
  if (!column.calculateWidthOnUpdate || current === undefined) return state;
  const fitted = Math.ceil(contentWidth);
  if (fitted <= current) return state;
  return {
    ...state,
    widths: { ...state.widths, [columnId]: clampWidth(state, columnId, fitted) },
  };
}
