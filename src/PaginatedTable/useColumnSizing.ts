import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import {
  autofit,
  cancel,
  createSizing,
  dataChanged,
  fix,
  KEYBOARD_STEP,
  KEYBOARD_STEP_LARGE,
  MAX_WIDTH,
  measure,
  minWidthOf,
  reset,
  resizeBy,
  resizeEnd,
  resizeMove,
  resizeStart,
  widthOf,
  type ColumnReading,
  type SizingColumn,
  type SizingState,
} from './columnSizing.js';

/** The custom property holding a column's width, by visible column index. */
export const sizeVar = (index: number) => `--pt-col-${index}-size`;

export const MEASURING_ATTRIBUTE = 'data-measuring';

/**
 * One read pass over the header row while the table lays out at max-content (the
 * `data-measuring` styles): each header cell is then as wide as its column's widest content.
 */
function readColumns(table: HTMLTableElement): { readings: ColumnReading[]; available: number } {
  table.setAttribute(MEASURING_ATTRIBUTE, '');
  const readings = Array.from(table.tHead?.rows[0]?.cells ?? [], (cell) => {
    const label = cell.querySelector('[data-header-label]');
    const style = getComputedStyle(cell);
    const padding = parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
    const content = cell.getBoundingClientRect().width;
    return { content, header: (label?.getBoundingClientRect().width ?? content) + padding };
  });
  // Read in the same pass: the scroll area's width does not depend on the table's layout mode.
  const available = table.parentElement?.clientWidth ?? 0;
  table.removeAttribute(MEASURING_ATTRIBUTE);
  return { readings, available };
}

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

export interface UseColumnSizingOptions {
  /** Visible columns, in order. Keep the array stable: a new one measures again. */
  columns: readonly SizingColumn[];
  tableRef: RefObject<HTMLTableElement | null>;
  /** Changes when the data does (e.g. the rows array); sizes then reset and are re-measured. */
  dataVersion: unknown;
  /** Called with a localized width to announce after a keyboard resize. */
  announce: (message: string) => void;
}

export interface ResizeHandleProps {
  role: 'separator';
  'aria-orientation': 'vertical';
  'aria-label': string;
  'aria-valuenow': number | undefined;
  'aria-valuemin': number;
  'aria-valuemax': number;
  'aria-valuetext': string | undefined;
  tabIndex: 0;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
  onDoubleClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Measures columns after layout, then fixes their widths as CSS variables on the table.
 * While dragging it writes one custom property per pointer move and renders nothing; React
 * hears of the new width once, on release.
 */
export function useColumnSizing({
  columns,
  tableRef,
  dataVersion,
  announce,
}: UseColumnSizingOptions) {
  const { t, formatNumber } = useLocale();
  const initial = useMemo(() => createSizing(columns), [columns]);
  const [committed, setCommitted] = useState(initial);
  // A new column set starts over; its layout effect below measures it before paint.
  const state = committed.columns === initial.columns ? committed : initial;
  const drag = useRef<SizingState | null>(null);

  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const { readings, available } = readColumns(table);
    const byId: Record<string, ColumnReading> = {};
    initial.columns.forEach((column, index) => {
      const reading = readings[index];
      if (reading) byId[column.id] = reading;
    });
    // Measuring must follow layout and precede paint, so the state update belongs here.
    setCommitted((current) => {
      const base = current.columns === initial.columns ? current : initial;
      return fix(measure(dataChanged(base), byId, available));
    });
  }, [initial, dataVersion, tableRef]);

  const tableStyle = useMemo<CSSProperties>(() => {
    const style: Record<string, string> = {};
    state.columns.forEach((column, index) => {
      const width = widthOf(state, column.id);
      if (width !== undefined) style[sizeVar(index)] = `${width}px`;
    });
    return style;
  }, [state]);

  const valueText = (width: number) => t('table.resizeValue', { width: formatNumber(width) });

  function writeWidth(index: number, width: number, handle: Element) {
    tableRef.current?.style.setProperty(sizeVar(index), `${width}px`);
    handle.setAttribute('aria-valuenow', String(width));
    handle.setAttribute('aria-valuetext', valueText(width));
  }

  function handleProps(index: number, header: string): ResizeHandleProps {
    const column = state.columns[index];
    if (!column) throw new Error(`No column at index ${index}: pass an index of a visible column.`);
    const { id } = column;
    const width = widthOf(state, id);

    const endDrag = (event: PointerEvent<HTMLElement>, commit: boolean) => {
      const current = drag.current;
      if (!current?.drag) return;
      drag.current = null;
      const handle = event.currentTarget;
      handle.removeAttribute('data-resizing');
      if (handle.hasPointerCapture(event.pointerId)) handle.releasePointerCapture(event.pointerId);
      if (!commit) {
        writeWidth(index, current.drag.startWidth, handle);
        return;
      }
      const moved = current.drag.width !== current.drag.startWidth;
      let next = resizeEnd(current);
      const table = tableRef.current;
      if (moved && table) {
        const reading = readColumns(table).readings[index];
        if (reading) next = autofit(next, id, reading.content);
      }
      // React diffs against its last props, not the DOM the drag wrote to: when the final
      // width equals the committed one (auto-widen back to it), React would write nothing.
      writeWidth(index, widthOf(next, id) ?? current.drag.width, handle);
      setCommitted(next);
    };

    return {
      role: 'separator',
      'aria-orientation': 'vertical',
      'aria-label': t('table.resize', { header }),
      'aria-valuenow': width,
      'aria-valuemin': minWidthOf(state, id),
      'aria-valuemax': MAX_WIDTH,
      'aria-valuetext': width === undefined ? undefined : valueText(width),
      tabIndex: 0,
      onPointerDown: (event) => {
        if (event.button !== 0 || state.phase !== 'fixed') return;
        event.preventDefault();
        event.currentTarget.focus();
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.setAttribute('data-resizing', '');
        // Geometry is read here, once; moves only do arithmetic on it.
        const direction = isRtl(event.currentTarget) ? -1 : 1;
        drag.current = resizeStart(state, id, event.clientX, direction);
      },
      onPointerMove: (event) => {
        const current = drag.current;
        if (!current) return;
        const next = resizeMove(current, event.clientX);
        if (next === current || !next.drag) return;
        drag.current = next;
        writeWidth(index, next.drag.width, event.currentTarget);
      },
      onPointerUp: (event) => {
        endDrag(event, true);
      },
      onPointerCancel: (event) => {
        endDrag(event, false);
      },
      // Capture lost without a pointerup (e.g. the handle was re-parented): keep what was shown.
      onLostPointerCapture: (event) => {
        endDrag(event, true);
      },
      onDoubleClick: () => {
        setCommitted(reset(state, id));
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && drag.current) {
          event.preventDefault();
          const restored = cancel(drag.current);
          drag.current = null;
          event.currentTarget.removeAttribute('data-resizing');
          writeWidth(index, widthOf(restored, id) ?? 0, event.currentTarget);
          return;
        }
        if (drag.current) return;
        let next: SizingState | undefined;
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          const step = event.shiftKey ? KEYBOARD_STEP_LARGE : KEYBOARD_STEP;
          // Arrows are physical; towards the inline end widens, so RTL flips them.
          const towardsEnd = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
          next = resizeBy(state, id, towardsEnd ? step : -step);
        } else if (event.key === 'Enter') {
          next = reset(state, id);
        }
        if (!next) return;
        event.preventDefault();
        setCommitted(next);
        const newWidth = widthOf(next, id);
        if (newWidth !== undefined) announce(valueText(newWidth));
      },
    };
  }

  return { phase: state.phase, tableStyle, handleProps };
}
