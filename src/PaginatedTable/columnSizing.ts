/**
 * Column sizing as a pure model: plain data in, plain data out, no React and no DOM.
 *
 * Lifecycle: `uninitialised` (natural layout, no widths) → `measured` (widths derived from one
 * read of the content) → `fixed` (explicit pixel widths under `table-layout: fixed`).
 * Committed widths (`widths`) are kept apart from the measured baseline (`measured`) and from
 * the drag in progress (`drag`): reset deletes a key, cancel drops the drag.
 */
import type { ColumnVariant } from './columns.js';

export type SizingPhase = 'uninitialised' | 'measured' | 'fixed';

/** Cap of a `default` or `pinned` column's measured width; longer content is truncated or wrapped. */
export const DEFAULT_MAX_WIDTH = 320;
/** Narrowest a `min` column is measured at, even under a short header. */
export const MIN_VARIANT_WIDTH = 96;
/** Narrowest any column can be resized to. */
export const MIN_WIDTH = 48;
/** Widest any column can be resized to. */
export const MAX_WIDTH = 2000;
/** Keyboard resize steps, in pixels. */
export const KEYBOARD_STEP = 10;
export const KEYBOARD_STEP_LARGE = 50;

export interface SizingColumn {
  id: string;
  variant: ColumnVariant;
  /** Whether releasing a resize may widen the column to fit its content. */
  calculateWidthOnUpdate: boolean;
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
  width: number;
}

export interface SizingState {
  phase: SizingPhase;
  columns: readonly SizingColumn[];
  /** Baseline widths from the last measure; what reset returns to. */
  measured: Readonly<Record<string, number>>;
  /** Widths the user chose (resize, keyboard) or auto-widen raised. */
  widths: Readonly<Record<string, number>>;
  drag: Drag | null;
}

export function createSizing(columns: readonly SizingColumn[]): SizingState {
  if (columns.length === 0) throw new Error('No columns found');
  return { phase: 'uninitialised', columns, measured: {}, widths: {}, drag: null };
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
  return column.variant === 'all-content' ? (state.measured[id] ?? MIN_WIDTH) : MIN_WIDTH;
}

export function clampWidth(state: SizingState, id: string, width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(minWidthOf(state, id), width)));
}

/** The width a column shows now: the drag in progress, else the user's, else the measured one. */
export function widthOf(state: SizingState, id: string): number | undefined {
  if (state.drag?.columnId === id) return state.drag.width;
  return state.widths[id] ?? state.measured[id];
}

/** Width a variant takes from what was read. */
export function measuredWidth(variant: ColumnVariant, reading: ColumnReading): number {
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
 * Derives every column's width from one reading pass. Columns without a reading keep none.
 * When the columns leave part of `available` empty, `default` columns share it evenly so the
 * table fills its container.
 */
export function measure(
  state: SizingState,
  readings: Readonly<Record<string, ColumnReading>>,
  available = 0,
): SizingState {
  const measured: Record<string, number> = {};
  for (const column of state.columns) {
    const reading = readings[column.id];
    if (reading) measured[column.id] = measuredWidth(column.variant, reading);
  }
  const growable = state.columns.filter(
    (column) => column.variant === 'default' && column.id in measured,
  );
  const spare = Math.floor(available - Object.values(measured).reduce((sum, w) => sum + w, 0));
  if (spare > 0 && growable.length > 0) {
    const share = Math.floor(spare / growable.length);
    growable.forEach((column, index) => {
      const extra = index === growable.length - 1 ? spare - share * index : share;
      measured[column.id] = (measured[column.id] ?? 0) + extra;
    });
  }
  return { ...state, phase: 'measured', measured };
}

/** Commits the measured widths to the layout (`table-layout: fixed`). */
export function fix(state: SizingState): SizingState {
  if (state.phase === 'uninitialised') {
    throw new Error('Cannot fix column widths before they are measured: call measure() first.');
  }
  return { ...state, phase: 'fixed' };
}

/** New data: forget every width and measure again. */
export function dataChanged(state: SizingState): SizingState {
  return { ...state, phase: 'uninitialised', measured: {}, widths: {}, drag: null };
}

export function resizeStart(
  state: SizingState,
  columnId: string,
  startX: number,
  direction: 1 | -1,
): SizingState {
  const startWidth = widthOf(state, columnId) ?? MIN_WIDTH;
  return { ...state, drag: { columnId, startWidth, startX, direction, width: startWidth } };
}

/** The pointer moved to `x`: the width follows it exactly (dragging towards the inline end widens). */
export function resizeMove(state: SizingState, x: number): SizingState {
  const { drag } = state;
  if (!drag) return state;
  const width = clampWidth(
    state,
    drag.columnId,
    drag.startWidth + (x - drag.startX) * drag.direction,
  );
  return width === drag.width ? state : { ...state, drag: { ...drag, width } };
}

export function resizeEnd(state: SizingState): SizingState {
  const { drag } = state;
  if (!drag) return state;
  return { ...state, drag: null, widths: { ...state.widths, [drag.columnId]: drag.width } };
}

/** Escape during a drag: the width goes back to where it started. */
export function cancel(state: SizingState): SizingState {
  return state.drag ? { ...state, drag: null } : state;
}

/** Sets a column's width by `delta` pixels (keyboard resize). */
export function resizeBy(state: SizingState, columnId: string, delta: number): SizingState {
  const current = widthOf(state, columnId) ?? MIN_WIDTH;
  return {
    ...state,
    widths: { ...state.widths, [columnId]: clampWidth(state, columnId, current + delta) },
  };
}

/** Back to the measured width. */
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
