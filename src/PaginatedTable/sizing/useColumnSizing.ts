'use client';

/**
 * The column-sizing hook: it composes the pure model (`columnSizing.ts`), the measuring reads
 * (`measure.ts`) and the grid layout's row-group scheduler (`groupTracks.ts`) into prop getters.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useLocale } from '../../i18n/LocaleProvider.js';
import { resizeObserver } from '../../shared/resizeObserver.js';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.js';
import { useLatest } from '../useLatest.js';
import { useWarnOnce, useWarnOnUncontrol } from '../../shared/warnOnce.js';
import { useMeasureAgain } from './useMeasureAgain.js';
import type { CellPinned } from '../../primitives/Table.js';
import { pinnedLayout } from '../pinning.js';
import {
  autofit,
  cancel,
  createSizing,
  dataChanged,
  fix,
  KEYBOARD_STEP,
  KEYBOARD_STEP_LARGE,
  layout,
  MAX_WIDTH,
  measure,
  clampWidth,
  minWidthOf,
  reset,
  resizeBy,
  resizeEnd,
  resizeMove,
  resizeStart,
  sameMeasure,
  usableMinWidth,
  usableWidths,
  withWidths,
  type Drag,
  type SizingColumn,
  type SizingState,
} from './columnSizing.js';
import { calcSum, cssIdent, sizeVar, unmeasuredStyles, widthStyles } from './cssVars.js';
import { GroupTracks, type Tracks } from './groupTracks.js';
import { clickSlop, placeEdge } from './placedEdge.js';
import { useDrawnSizeWait } from './useDrawnSizeWait.js';
import {
  availableWidth,
  drawnScale,
  hasBox,
  isRtl,
  readContentWidth,
  readGridContent,
  readTable,
} from './measure.js';
import { bodyRowIndex, rowGroups, tableRowCount } from './rowGroups.js';
import {
  GROUP_ROWS_VAR,
  LABEL_ATTRIBUTE,
  LAYOUT_ATTRIBUTE,
  ROW_SIZE_VAR,
  useSizingStylesheet,
  WAITING_ATTRIBUTE,
} from './sizingStyles.js';
import type {
  ColumnSizing,
  ColumnWidths,
  ColumnWidthsChangeReason,
  ResizeHandleProps,
  RowGroup,
  SizableColumn,
  SizingCellProps,
  SizingRowGroupProps,
  SizingRowProps,
  UseColumnSizingOptions,
} from './types.js';

/** A resize handle's event props. */
type ResizeHandleEvents = Pick<
  ResizeHandleProps,
  | 'onPointerDown'
  | 'onPointerMove'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'onLostPointerCapture'
  | 'onDoubleClick'
  | 'onKeyDown'
>;

interface ActiveDrag {
  drag: Drag;
  pointerId: number;
  handle: HTMLElement;
  /** Set by the first move that changes the width: a click or double-click writes nothing. */
  moved: boolean;
  /** Where the press was, in client px: `drag.startX`, and this. */
  startY: number;
  /** How far from the press the pointer has gone, either way, in client px. */
  travel: number;
  /** Under this `travel`, the press is a click (`clickSlop`: more for a finger). */
  slop: number;
  /**
   * After a click on the handle, what ends its placed edge's listeners (see `placeEdge`): the
   * edge follows the pointer along the head until a click there sets it. `null` while pressed.
   */
  placed: (() => void) | null;
}

const toSizingColumn = (column: SizableColumn): SizingColumn => ({
  id: column.id,
  variant: column.variant ?? 'default',
  calculateWidthOnUpdate: column.calculateWidthOnUpdate ?? true,
  minWidth: usableMinWidth(column.minWidth),
});

const pinOf = (column: SizableColumn): CellPinned | undefined =>
  column.pin ?? (column.variant === 'pinned' ? 'start' : undefined);

/**
 * The `table` layout's width styles, straight onto the table: a few style writes, no React
 * render. (The grid layout's go to the head and the row groups: `GroupTracks`.)
 */
function writeTableWidths(table: HTMLTableElement | null, { columns, widths }: Tracks) {
  if (!table) return;
  for (const [property, value] of widthStyles(columns, widths, 'table')) {
    table.style.setProperty(property, value);
  }
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

// The same for every table, so memoized bodies may keep them as props.
const SINGLE_GROUP = (rowCount: number): readonly RowGroup[] => [{ start: 0, end: rowCount }];
const rowGroupProps = ({ start, end }: RowGroup): SizingRowGroupProps => ({
  style: { [GROUP_ROWS_VAR]: end - start } as CSSProperties,
});
const rowProps = (rowIndex: number): SizingRowProps => ({
  'aria-rowindex': bodyRowIndex(rowIndex),
});
/** jsdom, in an app's unit tests, has no pointer capture. */
const canCapture = (element: Element) => typeof element.setPointerCapture === 'function';

const NOT_PINNED: SizingCellProps = {
  'data-pinned': undefined,
  'data-edge': undefined,
  style: undefined,
};

const UNCONTROLLED_WIDTHS =
  'Column widths: `columnWidths` went from a value to `undefined`, which hands the widths back to the table, and it shows its own last widths, not yours. To clear every width, pass `{}`.';

/**
 * Column sizing for a table: measures columns after layout, then fixes their widths as CSS
 * variables keyed by column id. Spread the getters on the table, each header cell, its label
 * and its resize handle, the row groups, rows and cells; nothing else is needed (the measuring
 * CSS is injected once).
 *
 * A drag writes one style per pointer move and renders nothing; React hears of the new width
 * once, on release. A click on a handle places its edge instead (`placeEdge`): it follows the
 * pointer along the head with no button held, and a click there sets it, so no resize needs a
 * drag. Escape, `pointercancel`, a lost pointer capture and a window blur all cancel a drag the
 * same way (a placed edge: Escape, blur, a key on a handle and a press off the head); a second
 * pointer is ignored. A render whose inputs are the same does no sizing work.
 */
export function useColumnSizing({
  columns,
  dataVersion,
  columnWidths,
  defaultColumnWidths,
  onColumnWidthsChange,
  announce,
  layout: requestedLayout = 'table',
  rowSize,
  remeasure = 'fit',
}: UseColumnSizingOptions): ColumnSizing {
  useSizingStylesheet();
  // The grid layout from the first render in the browser; the table layout on the server and
  // while hydrating (see `layout`).
  const client = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const tableLayout = client ? requestedLayout : 'table';
  const { locale, t, formatNumber } = useLocale();
  const prefix = useId();
  const tableRef = useRef<HTMLTableElement>(null);

  // A column set is the same while ids and sizing settings are: inline arrays do not re-measure.
  const signature = JSON.stringify(
    columns.map((column) => [
      column.id,
      column.variant,
      column.calculateWidthOnUpdate,
      pinOf(column),
      column.minWidth,
    ]),
  );
  const sizingColumns = useMemo(
    () => columns.map(toSizingColumn),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
    [signature],
  );
  const initial = useMemo(() => createSizing(sizingColumns), [sizingColumns]);
  const cellProps = useMemo(() => {
    const pins = pinnedLayout(
      columns.map((column) => ({ id: column.id, side: pinOf(column) })),
      sizeVar,
    );
    const byColumn = new Map<string, SizingCellProps>();
    for (const [id, { side, offset, edge }] of pins) {
      byColumn.set(
        id,
        side === undefined
          ? NOT_PINNED
          : {
              'data-pinned': side,
              'data-edge': edge,
              style: { ['--pt-pinned-offset' as string]: offset },
            },
      );
    }
    return byColumn;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
  }, [signature]);

  const [ownWidths, setOwnWidths] = useState<ColumnWidths>(defaultColumnWidths ?? {});
  // Widths equal to the last ones are the last ones: a parent may pass a new object each render.
  const given = columnWidths ?? ownWidths;
  useWarnOnUncontrol(columnWidths, UNCONTROLLED_WIDTHS);
  const widthsKey = JSON.stringify(given);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
  const usable = useMemo(() => usableWidths(given), [widthsKey]);
  const { widths } = usable;
  useWarnOnce(usable.problems);
  const [measured, setMeasured] = useState(initial);
  const [resizingColumnId, setResizingColumnId] = useState<string | null>(null);
  // A new column set starts over; its layout effect below measures it before paint. The state
  // keeps its identity while its inputs do, so the memos and effects below stay quiet.
  const base = measured.columns === initial.columns ? measured : initial;
  const state = useMemo(() => withWidths(base, widths), [base, widths]);
  const shown = useMemo(() => layout(state), [state]);
  // The server's HTML and the render that hydrates it: the browser lays the table out itself, at
  // the widths the measure will fix (see `unmeasuredStyles`). A table mounted in the browser
  // measures before its first paint and never carries these.
  const unmeasured = useMemo(() => {
    if (client) return undefined;
    const byColumn = new Map<string, { header: CSSProperties; cell: SizingCellProps }>();
    for (const column of sizingColumns) {
      const { header, cell } = unmeasuredStyles(column);
      const base = cellProps.get(column.id) ?? NOT_PINNED;
      byColumn.set(column.id, {
        header: { ...base.style, ...header },
        cell: cell ? { ...base, style: { ...base.style, ...cell } } : base,
      });
    }
    return byColumn;
  }, [client, sizingColumns, cellProps]);

  const headerId = (columnId: string) => `${prefix}-h-${cssIdent(columnId)}`;
  const labelId = (columnId: string) => `${prefix}-l-${cssIdent(columnId)}`;
  const columnOfHeader = useMemo(
    () => new Map(sizingColumns.map(({ id }) => [`${prefix}-h-${cssIdent(id)}`, id])),
    [sizingColumns, prefix],
  );

  // Latest values for event handlers and window listeners, which outlive a render.
  const latest = useLatest({
    state,
    onColumnWidthsChange,
    announce,
    controlled: columnWidths !== undefined,
  });
  const active = useRef<ActiveDrag | null>(null);
  const groupTracks = useRef<GroupTracks | null>(null);
  useBrowserLayoutEffect(() => {
    const table = tableRef.current;
    if (tableLayout !== 'grid' || !table) return;
    const tracks = new GroupTracks(table);
    groupTracks.current = tracks;
    return () => {
      tracks.dispose();
      groupTracks.current = null;
    };
  }, [tableLayout]);

  // Measure before paint: on a new column set, new data, new header texts, and when
  // `useMeasureAgain` asks (a late font, text spacing, forced colours). A
  // table with no box (mounted in a closed tab, say) would read every width as 0: it waits for
  // one, unpainted, and measures on the render after the area's ResizeObserver sees it. Not in
  // the observer's callback: there a measure that adds the area's scroll bars resizes the area
  // again within the same frame, which browsers report as a "ResizeObserver loop" error.
  // A grid table being hydrated lays out as a table for one render: it is measured on the next,
  // in the grid layout (measuring a table reads every row at max-content).
  const hydrating = tableLayout !== requestedLayout;
  const waitingForBox = useRef(false);
  // The area's room as last given to the state, by a measure or by the area's observer.
  const room = useRef<number | undefined>(undefined);
  // Asks for a measure on the next render (a box seen at last, `useMeasureAgain`).
  const [measureRequests, requestMeasure] = useReducer((count: number) => count + 1, 0);
  // New header texts, or a new locale (cells that format with `useLocale` write numbers and dates
  // anew), are measured as new data is, from scratch.
  const headers = [locale, ...columns.map(({ header }) => header)].join('\n');
  const measuredHeaders = useRef(headers);
  // A late font, text spacing set by the user, forced colours: measured again, headers and all.
  const drawingChanged = useRef(false);
  const measureDrawing = useCallback(() => {
    drawingChanged.current = true;
    requestMeasure();
  }, []);
  const measureAgain = useMeasureAgain(tableRef, measureDrawing, waitingForBox);
  const mustWaitToBeDrawn = useDrawnSizeWait(requestMeasure);
  useBrowserLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || hydrating) return;
    // Drawn at no size (a zoom from `scale(0)`), or with no box: it waits, unpainted.
    waitingForBox.current = mustWaitToBeDrawn(table) || !hasBox(table);
    if (waitingForBox.current) {
      table.setAttribute(WAITING_ATTRIBUTE, '');
      return;
    }
    // Painted once the measured widths are written, before this frame ends.
    table.removeAttribute(WAITING_ATTRIBUTE);
    // New data may bring new groups within reach; they take their tracks before paint.
    groupTracks.current?.regroup();
    // `grow`: the widths measured last are a floor, unless the headers changed (see `remeasure`).
    const grow = remeasure === 'grow' && measuredHeaders.current === headers;
    measuredHeaders.current = headers;
    // Growing a grid table whose widths are fixed, only a wider cell can change them: the new
    // rows are read as laid out, with no measuring pass (a sort at 1,000 loaded rows then lays
    // the table out once, not four times).
    const settled = latest.current.state;
    // Not when the text is drawn anew: the headers, which fit before, may not fit now.
    const inPlace =
      !drawingChanged.current &&
      grow &&
      tableLayout === 'grid' &&
      settled.phase === 'fixed' &&
      settled.columns === initial.columns;
    const { readings, available } = inPlace
      ? readGridContent(table, columnOfHeader)
      : readTable(table, columnOfHeader, tableLayout);
    drawingChanged.current = false;
    room.current = available;
    // A new column set may have replaced the header cell that watched the text.
    measureAgain.watch(table);
    setMeasured((current) => {
      const from = current.columns === initial.columns ? current : initial;
      const floor = grow ? from.natural : undefined;
      const next = fix(measure(dataChanged(from), readings, available, floor));
      // Nothing grew: the same state, so the table neither renders nor writes its widths again.
      return sameMeasure(from, next) ? from : next;
    });
  }, [
    initial,
    dataVersion,
    headers,
    columnOfHeader,
    tableLayout,
    hydrating,
    measureRequests,
    remeasure,
    latest,
    measureAgain,
    mustWaitToBeDrawn,
  ]);

  // One observer for the container: filler room follows its width without re-measuring. A
  // hidden table has nothing to size (its area reads 0 wide); one waiting for a box measures.
  useEffect(() => {
    const container = tableRef.current?.parentElement;
    if (!container) return;
    const observer = resizeObserver(() => {
      const table = tableRef.current;
      if (!table || !hasBox(table)) return;
      if (waitingForBox.current) {
        requestMeasure();
        return;
      }
      groupTracks.current?.refresh();
      const available = availableWidth(table);
      // The same room (as the observer's first call after a mount reads): no update. One that
      // changes nothing still renders the table, and restarts the background render of its rows.
      if (available === room.current) return;
      room.current = available;
      setMeasured((current) =>
        current.available === available ? current : { ...current, available },
      );
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
    };
  }, []);

  const valueText = useCallback(
    (width: number) => t('table.resizeValue', { width: formatNumber(width) }),
    [t, formatNumber],
  );

  const showValue = useCallback(
    (handle: Element, width: number | undefined) => {
      if (width === undefined) return;
      handle.setAttribute('aria-valuenow', String(width));
      handle.setAttribute('aria-valuetext', valueText(width));
    },
    [valueText],
  );

  // React diffs against its last props, not the DOM a drag wrote to: after every commit (and
  // a data change mid-drag) the width styles are rewritten from the model, the live drag included.
  // A change the user made asks for it too (`settle`): a controlled parent may keep, clamp or
  // refuse the width, and the table, its handle's value and the announcement then say what the
  // parent says.
  const [settles, settle] = useReducer((count: number) => count + 1, 0);
  const settling = useRef<{ columnId: string; handle: Element; announce: boolean } | null>(null);
  useBrowserLayoutEffect(() => {
    const current = active.current;
    const tracks = groupTracks.current;
    if (!tracks) {
      const widths = layout({ ...state, drag: current?.drag ?? null });
      writeTableWidths(tableRef.current, { columns: state.columns, widths });
    } else if (state.phase !== 'fixed') {
      // Until the widths are fixed, the groups inherit the table's styles (see `tableStyle`).
      tracks.commit(null);
    } else {
      tracks.commit({ columns: state.columns, widths: layout(state) });
      if (current?.moved) {
        tracks.drag({ columns: state.columns, widths: layout({ ...state, drag: current.drag }) });
      }
    }
    const settled = settling.current;
    if (!settled) return;
    settling.current = null;
    const width = layout(state)[settled.columnId];
    showValue(settled.handle, width);
    if (settled.announce && width !== undefined) latest.current.announce?.(valueText(width));
  }, [state, tableLayout, settles, showValue, valueText, latest]);

  const commit = useCallback(
    (next: ColumnWidths, columnId: string, reason: ColumnWidthsChangeReason) => {
      const { controlled, onColumnWidthsChange: onChange } = latest.current;
      if (!controlled) setOwnWidths(next);
      onChange?.(next, { columnId, reason });
    },
    [latest],
  );

  /** The widths of a drag in progress, onto the head and the rows in view, or onto the table. */
  const writeDrag = useCallback((next: Tracks) => {
    const tracks = groupTracks.current;
    if (tracks) tracks.drag(next);
    else writeTableWidths(tableRef.current, next);
  }, []);

  /** A drag's end: the widths now shown go to the table, or to the head and groups. */
  const writeEnd = useCallback((next: Tracks) => {
    const tracks = groupTracks.current;
    if (tracks) tracks.endDrag(next);
    else writeTableWidths(tableRef.current, next);
  }, []);

  // Window listeners live exactly as long as a drag: added on press, removed on every end.
  const removeDragListeners = useRef(() => {});

  /** Ends a drag. The single place a drag stops, whether it commits or is cancelled. */
  const endDrag = useCallback(
    (outcome: 'commit' | 'cancel') => {
      const current = active.current;
      if (!current) return;
      active.current = null;
      removeDragListeners.current();
      const { handle, pointerId, drag } = current;
      current.placed?.();
      if (canCapture(handle) && handle.hasPointerCapture(pointerId)) {
        handle.releasePointerCapture(pointerId);
      }
      setResizingColumnId(null);
      const base = latest.current.state;
      const { columnId } = drag;
      if (outcome === 'cancel') {
        const restored = layout(cancel(base));
        writeEnd({ columns: base.columns, widths: restored });
        showValue(handle, restored[columnId]);
        return;
      }
      let next = resizeEnd({ ...base, drag });
      let reason: ColumnWidthsChangeReason = 'drag';
      const table = tableRef.current;
      if (drag.width !== drag.startWidth && table) {
        const content = readContentWidth(
          table,
          columnOfHeader,
          tableLayout,
          `${prefix}-h-${cssIdent(columnId)}`,
          groupTracks.current?.rowsInView(),
          // Read as the drag began: walking the table's ancestors' styles again costs the release.
          drag.scale,
        );
        if (content !== undefined) {
          const fitted = autofit(next, columnId, content);
          if (fitted !== next) reason = 'autofit';
          next = fitted;
        }
      }
      const final = layout(next);
      writeEnd({ columns: base.columns, widths: final });
      showValue(handle, final[columnId]);
      if (drag.width !== drag.startWidth || reason === 'autofit') {
        commit(next.widths, columnId, reason);
        settling.current = { columnId, handle, announce: false };
        settle();
      }
    },
    [columnOfHeader, commit, showValue, tableLayout, prefix, writeEnd, latest],
  );

  /** The pointer is at `clientX`: the dragged (or placed) edge follows it. */
  const moveTo = useCallback(
    (current: ActiveDrag, clientX: number) => {
      const next = resizeMove({ ...latest.current.state, drag: current.drag }, clientX);
      if (!next.drag || next.drag.width === current.drag.width) return;
      current.drag = next.drag;
      current.moved = true;
      writeDrag({ columns: next.columns, widths: layout(next) });
      showValue(current.handle, next.drag.width);
    },
    [latest, writeDrag, showValue],
  );

  const addDragListeners = useCallback(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The resize's alone: a dialog around the table stays open.
      event.preventDefault();
      event.stopPropagation();
      endDrag('cancel');
    };
    const onBlur = () => {
      endDrag('cancel');
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('blur', onBlur);
    removeDragListeners.current = () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onBlur);
      removeDragListeners.current = () => {};
    };
  }, [endDrag]);

  // Unmounting mid-drag leaves nothing behind.
  useEffect(
    () => () => {
      active.current?.placed?.();
      active.current = null;
      removeDragListeners.current();
    },
    [],
  );

  const keyboardResize = (event: KeyboardEvent<HTMLElement>, columnId: string) => {
    // A key ends a placed edge (see `placeEdge`) and then does what it does; a drag ignores keys.
    if (active.current?.placed) endDrag('cancel');
    if (active.current) return;
    let next: SizingState | undefined;
    let reason: ColumnWidthsChangeReason = 'keyboard';
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const step = event.shiftKey ? KEYBOARD_STEP_LARGE : KEYBOARD_STEP;
      // Arrows are physical; towards the inline end widens, so RTL flips them.
      const towardsEnd = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
      next = resizeBy(state, columnId, towardsEnd ? step : -step);
    } else if (event.key === 'Home' || event.key === 'End') {
      // The window splitter's keys (WAI-ARIA APG): the smallest and the largest width, as
      // `aria-valuemin` and `aria-valuemax` say; not the scroll area's.
      next = resizeBy(state, columnId, event.key === 'Home' ? -Infinity : Infinity);
    } else if (event.key === 'Enter') {
      next = reset(state, columnId);
      reason = 'reset';
    }
    if (!next) return;
    event.preventDefault();
    if (next !== state) commit(next.widths, columnId, reason);
    settling.current = { columnId, handle: event.currentTarget, announce: true };
    settle();
  };

  const fixed = state.phase === 'fixed';
  // What a handle's events do, as of this render: the handlers below call the latest.
  const handleActions = {
    pointerDown(columnId: string, event: PointerEvent<HTMLElement>) {
      // A second pointer (multi-touch) while one drags is ignored.
      if (active.current || !fixed || event.button !== 0 || !event.isPrimary) return;
      event.preventDefault();
      const handle = event.currentTarget;
      // Not scrolled to: the press's place is where the drag starts from.
      handle.focus({ preventScroll: true });
      if (canCapture(handle)) handle.setPointerCapture(event.pointerId);
      // Geometry is read here, once; moves only do arithmetic on it.
      const direction = isRtl(handle) ? -1 : 1;
      const scale = drawnScale(handle);
      const { drag } = resizeStart(state, columnId, event.clientX, direction, scale);
      if (!drag) return;
      active.current = {
        drag,
        pointerId: event.pointerId,
        handle,
        moved: false,
        startY: event.clientY,
        travel: 0,
        slop: clickSlop(event.pointerType),
        placed: null,
      };
      addDragListeners();
      setResizingColumnId(columnId);
    },
    pointerMove(event: PointerEvent<HTMLElement>) {
      const current = active.current;
      if (current?.pointerId !== event.pointerId || current.placed) return;
      current.travel = Math.max(
        current.travel,
        Math.abs(event.clientX - current.drag.startX),
        Math.abs(event.clientY - current.startY),
      );
      moveTo(current, event.clientX);
    },
    end(event: PointerEvent<HTMLElement>, outcome: 'commit' | 'cancel') {
      const current = active.current;
      // A placed edge ends as `placeEdge` says, not with this pointer.
      if (current?.pointerId !== event.pointerId || current.placed) return;
      if (outcome === 'commit' && current.travel < current.slop) {
        // A click: the edge is placed (resizing without a drag).
        const { handle } = current;
        if (canCapture(handle) && handle.hasPointerCapture(current.pointerId)) {
          handle.releasePointerCapture(current.pointerId);
        }
        current.placed = placeEdge(handle, {
          follow: (clientX) => {
            moveTo(current, clientX ?? current.drag.startX);
          },
          set: (clientX) => {
            // Where it started (a double-click's second click): nothing to set.
            if (Math.abs(clientX - current.drag.startX) < current.slop) {
              endDrag('cancel');
              return;
            }
            moveTo(current, clientX);
            endDrag('commit');
            handle.focus({ preventScroll: true });
          },
          cancel: () => {
            endDrag('cancel');
          },
        });
        return;
      }
      endDrag(outcome);
    },
    doubleClick(columnId: string, event: MouseEvent<HTMLElement>) {
      // The double-click's first click placed the edge: the reset replaces that.
      if (active.current?.placed) endDrag('cancel');
      const next = reset(state, columnId);
      if (next === state) return;
      commit(next.widths, columnId, 'reset');
      settling.current = { columnId, handle: event.currentTarget, announce: false };
      settle();
    },
    keyDown(columnId: string, event: KeyboardEvent<HTMLElement>) {
      keyboardResize(event, columnId);
    },
  };
  const live = useLatest(handleActions);
  // A handle's event props are the same functions for as long as the column set is, so a
  // memoized header keeps them (a release renders one header cell again, not all of them).
  const handleEvents = useMemo(
    () =>
      new Map(
        sizingColumns.map(({ id }): [string, ResizeHandleEvents] => [
          id,
          {
            onPointerDown: (event) => {
              live.current.pointerDown(id, event);
            },
            onPointerMove: (event) => {
              live.current.pointerMove(event);
            },
            onPointerUp: (event) => {
              live.current.end(event, 'commit');
            },
            onPointerCancel: (event) => {
              live.current.end(event, 'cancel');
            },
            // Capture lost without a pointerup (the handle was re-parented, the capture
            // taken): the gesture is broken, so nothing half-done stays.
            onLostPointerCapture: (event) => {
              live.current.end(event, 'cancel');
            },
            onDoubleClick: (event) => {
              live.current.doubleClick(id, event);
            },
            onKeyDown: (event) => {
              live.current.keyDown(id, event);
            },
          },
        ]),
      ),
    [sizingColumns, live],
  );
  const tableStyle = useMemo<CSSProperties>(() => {
    const style: Record<string, string | number> = {};
    if (rowSize !== undefined) style[ROW_SIZE_VAR] = rowSize;
    // Fixed grid widths go to the head and row groups (`GroupTracks`): the table's style stays put.
    const onTable = tableLayout === 'table' || state.phase !== 'fixed';
    for (const [property, value] of onTable ? widthStyles(state.columns, shown, tableLayout) : []) {
      style[property === 'grid-template-columns' ? 'gridTemplateColumns' : property] = value;
    }
    if (state.phase === 'fixed') {
      if (tableLayout === 'table') style.tableLayout = 'fixed';
      // A grid table is as wide as its head's tracks, or its rendered groups' if wider: a drag
      // that writes the head's tracks widens it at once, and narrows it on release.
      style.inlineSize =
        tableLayout === 'grid'
          ? 'max-content'
          : calcSum(state.columns.map(({ id }) => sizeVar(id)));
      style.minInlineSize = 0;
    }
    if (!client) {
      // The server's HTML: the widths given (`columnWidths`, `defaultColumnWidths`: a cookie the
      // server read, say) are in it, and the headers' widths read them (see `unmeasuredStyles`),
      // so the user's widths show before any script runs and hold as the page hydrates.
      for (const { id } of state.columns) {
        const width = state.widths[id];
        if (width !== undefined) style[sizeVar(id)] = `${clampWidth(state, id, width)}px`;
      }
      // With no filler column (a `default` one with no width given), the browser would share
      // the room left over among the others: the measured table leaves it.
      const filler = state.columns.some(
        ({ id, variant }) => variant === 'default' && state.widths[id] === undefined,
      );
      if (!filler) style.minInlineSize = 0;
    }
    return style;
  }, [client, shown, state, tableLayout, rowSize]);

  const getRowGroups = tableLayout === 'grid' ? rowGroups : SINGLE_GROUP;
  const getCellProps = useCallback(
    (columnId: string) => unmeasured?.get(columnId)?.cell ?? cellProps.get(columnId) ?? NOT_PINNED,
    [cellProps, unmeasured],
  );

  const unknownColumn = (columnId: string) =>
    new Error(`Unknown column "${columnId}": pass it in useColumnSizing's \`columns\` first.`);
  const headerOf = (columnId: string) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    if (!column) throw unknownColumn(columnId);
    return column.header;
  };
  const handleEventsOf = (columnId: string) => {
    const events = handleEvents.get(columnId);
    if (!events) throw unknownColumn(columnId);
    return events;
  };

  return {
    phase: state.phase,
    resizingColumnId,
    widths: shown,
    getTableProps: ({ rowCount } = {}) => ({
      ref: tableRef,
      'data-phase': state.phase,
      'data-resizing': resizingColumnId === null ? undefined : '',
      [LAYOUT_ATTRIBUTE]: tableLayout,
      'aria-rowcount': rowCount === undefined ? undefined : tableRowCount(rowCount),
      style: tableStyle,
      // Widths read from storage on the client only are not the server's (see `tableStyle`).
      suppressHydrationWarning: client ? undefined : true,
    }),
    getRowGroups,
    getRowGroupProps: rowGroupProps,
    getRowProps: rowProps,
    getCellProps,
    getHeaderCellProps: (columnId) => {
      const cell = cellProps.get(columnId) ?? NOT_PINNED;
      return {
        ...cell,
        id: headerId(columnId),
        'aria-labelledby': labelId(columnId),
        'data-resizing': resizingColumnId === columnId ? '' : undefined,
        // In the grid layout the header row's tracks size its cells, as they do every row's.
        style:
          unmeasured?.get(columnId)?.header ??
          (tableLayout === 'grid'
            ? cell.style
            : { ...cell.style, inlineSize: `var(${sizeVar(columnId)})` }),
      };
    },
    getHeaderLabelProps: (columnId) => ({ id: labelId(columnId), [LABEL_ATTRIBUTE]: '' }),
    getResizeHandleProps: (columnId) => {
      const width = shown[columnId];
      return {
        role: 'separator',
        'aria-orientation': 'vertical',
        'aria-label': t('table.resize', { header: headerOf(columnId) }),
        'aria-controls': headerId(columnId),
        'aria-valuenow': width,
        'aria-valuemin': minWidthOf(state, columnId),
        'aria-valuemax': MAX_WIDTH,
        'aria-valuetext': width === undefined ? undefined : valueText(width),
        'data-resizing': resizingColumnId === columnId ? '' : undefined,
        tabIndex: client ? 0 : undefined,
        'aria-hidden': client ? undefined : true,
        ...handleEventsOf(columnId),
      };
    },
  };
}
