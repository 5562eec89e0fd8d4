import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useLocale } from '../../i18n/LocaleProvider.js';
import type { ColumnVariant } from '../columns.js';
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
  minWidthOf,
  reset,
  resizeBy,
  resizeEnd,
  resizeMove,
  resizeStart,
  withWidths,
  type ColumnWidths,
  type ColumnWidthsChangeReason,
  type Drag,
  type SizingColumn,
  type SizingPhase,
  type SizingState,
} from './columnSizing.js';
import { calcSum, cssIdent, sizeVar, widthStyles, type SizingLayout } from './cssVars.js';
import {
  availableWidth,
  drawnWithAny,
  groupsInView,
  hasBox,
  isRtl,
  readColumnContent,
  readColumns,
  readGridColumns,
} from './measure.js';
import {
  GROUP_ROWS_VAR,
  LABEL_ATTRIBUTE,
  LAYOUT_ATTRIBUTE,
  NEAR_ATTRIBUTE,
  PARKED_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  useSizingStylesheet,
  WAITING_ATTRIBUTE,
} from './sizingStyles.js';

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
   * as they are when header texts change or a font the table uses finishes loading. Widths the
   * user chose are kept.
   * @default undefined (measured again only on those other changes)
   */
  dataVersion?: unknown;
  /**
   * The widths the user chose, keyed by column id (controlled). Columns without an entry are
   * measured. Pair it with `onColumnWidthsChange`.
   * @default undefined (uncontrolled)
   */
  columnWidths?: ColumnWidths | undefined;
  /**
   * The widths the user chose at first, when uncontrolled (e.g. restored from storage).
   * @default {}
   */
  defaultColumnWidths?: ColumnWidths | undefined;
  /**
   * Called once per committed change (release, key press, double-click), never per pointer
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
   * How the table lays out its columns.
   * - `table`: a `<table>` under `table-layout: fixed`. Rows may be any height (wrapping
   *   cells), but every resize lays out every row, and measuring reads the whole table.
   * - `grid`: table, head and row groups become blocks and each row a grid over the column
   *   widths (a track list on the head and on the row groups, which their rows inherit). Split the body into `<tbody>` groups (spread `getRowGroupProps`) and give
   *   every row the same exact height in `--pt-row-size` on the table: groups off-screen are
   *   then skipped by the browser, and a drag writes and paints only the rows in view, so a
   *   resize, a release and a measure cost the same at 50 or 5,000 rows. Measuring reads only
   *   the header and the groups near the view. Rows cannot wrap. Width variables
   *   (`--pt-w-<id>`) are set for pinned and all-content columns only (sticky offsets read
   *   them), on the head and the groups, like the track list. Cells stick (or are positioned
   *   at all) only in the groups within reach of the view, marked `data-sizing-near`: Firefox
   *   places every sticky cell of a scroll area on each reflow, skipped or not.
   *   Chromium and Firefox keep the native table semantics of re-displayed table parts
   *   (explicit roles would make the HTML invalid: the Nu checker rejects `role` on a `tr`).
   *   Server HTML, and the table while it hydrates, use the table layout (the grid's rules,
   *   once another table has brought them into the page, would apply to HTML not yet measured);
   *   the grid layout takes over on the render after hydration, and measures then.
   * @default 'table'
   */
  layout?: SizingLayout | undefined;
}

export type { SizingLayout } from './cssVars.js';

/** Props for the `<table>`. */
export interface SizingTableProps {
  ref: RefObject<HTMLTableElement | null>;
  'data-phase': SizingPhase;
  'data-resizing': '' | undefined;
  [LAYOUT_ATTRIBUTE]: SizingLayout;
  /** The widths (variables, and in the grid layout the track list); once fixed, the table's width. */
  style: CSSProperties;
}

/** Props for a `<tbody>` row group of the grid layout. */
export interface SizingRowGroupProps {
  /** The group's row count, so the group keeps its exact height while skipped. */
  style: CSSProperties;
}

/** Props for a column's header cell (`<th>`). */
export interface SizingHeaderCellProps {
  /** Stable id: the resize handle's `aria-controls` points at it. */
  id: string;
  /** Named by its label alone: the handle inside has a name of its own. */
  'aria-labelledby': string;
  'data-resizing': '' | undefined;
  style: CSSProperties;
}

/** Props for the element holding a header's text. */
export interface SizingHeaderLabelProps {
  id: string;
  [LABEL_ATTRIBUTE]: '';
}

/** Props for a column's resize handle: an APG window splitter (`role="separator"`). */
export interface ResizeHandleProps {
  role: 'separator';
  'aria-orientation': 'vertical';
  'aria-label': string;
  'aria-controls': string;
  'aria-valuenow': number | undefined;
  'aria-valuemin': number;
  'aria-valuemax': number;
  'aria-valuetext': string | undefined;
  'data-resizing': '' | undefined;
  tabIndex: 0;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
  onDoubleClick: () => void;
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
  getTableProps: () => SizingTableProps;
  getHeaderCellProps: (columnId: string) => SizingHeaderCellProps;
  getHeaderLabelProps: (columnId: string) => SizingHeaderLabelProps;
  getResizeHandleProps: (columnId: string) => ResizeHandleProps;
  /** A `<tbody>` group of `rowCount` rows, for the `grid` layout. */
  getRowGroupProps: (rowCount: number) => SizingRowGroupProps;
}

interface ActiveDrag {
  drag: Drag;
  pointerId: number;
  handle: HTMLElement;
  /** Set by the first move that changes the width: a click or double-click writes nothing. */
  moved: boolean;
}

const toSizingColumn = (column: SizableColumn): SizingColumn => ({
  id: column.id,
  variant: column.variant ?? 'default',
  calculateWidthOnUpdate: column.calculateWidthOnUpdate ?? true,
});

/**
 * Writes the width styles straight to the table: a few style writes, no React render. The
 * `table` layout's; the grid layout's go to the head and groups (`GroupTracks`).
 */
function writeWidths(
  table: HTMLTableElement | null,
  columns: readonly SizingColumn[],
  widths: Readonly<Record<string, number>>,
) {
  if (!table) return;
  for (const [property, value] of widthStyles(columns, widths, 'table')) {
    table.style.setProperty(property, value);
  }
}

/** The grid layout's width styles: the track list, and the variables sticky offsets read. */
type WidthStyles = readonly (readonly [property: string, value: string])[];
type StyleMap = ReadonlyMap<string, string>;
const NO_STYLES: StyleMap = new Map();

/**
 * Keeps the grid layout's width styles (the track list, and the variables that pinned cells'
 * sticky offsets read) inline on the head and on the row groups the browser may render; rows and
 * cells inherit them from their group. Never on the table once the widths are fixed: a change of
 * any style of a `<table>` makes Chromium rebuild the layout box of every skipped `<tbody>` under
 * it (~8 ms a release at 5,000 rows, and as much on every move of a pinned column). Not a
 * stylesheet rule either: a changed rule makes the browser re-check every element of the
 * document (4 ms at 5,000 rows).
 *
 * Groups within reach of the view (`reach`: more than the 150% of the viewport's height around
 * it that Chromium renders under `content-visibility: auto`) carry `data-sizing-near`. Groups the
 * browser renders carry `data-sizing-rendered` (its `contentvisibilityautostatechange` event),
 * and are as wide as their own rows, not as the table (`SIZING_CSS`): a rendered group whose
 * tracks do not change is not laid out or painted again when the table's width does.
 *
 * Only the rows a user can see must take a change at once. A drag writes its styles on the head
 * and on the rows in view alone (~12 in a 600 px area), and parks the other rows of their groups
 * (`visibility: hidden`: each move paints their group again); a row scrolled into view mid-drag
 * takes the drag's styles as it comes. A commit (a release, a key press, new widths) writes the
 * head, the groups in or next to the view (`beside`: half the area's height, more than a wheel
 * step or a key's scroll moves between two frames; a faster scroll run off the main thread may
 * show older widths for a frame), and the groups within reach that the browser skips, which
 * costs nothing. A rendered group further off (40 to 80 rows) keeps its older styles, unseen, until a
 * scroll brings it next to the view, unless they are wider than the new ones: it would hold the
 * table (and how far the area scrolls sideways) wider than its columns, so it takes them at once.
 */
class GroupTracks {
  private committed: StyleMap = NO_STYLES;
  private dragged: StyleMap | null = null;
  /** Every property ever written, so that styles without one clear it. */
  private readonly properties = new Set<string>();
  /** Groups within reach of the view, as last read (and marked `data-sizing-near`). */
  private zone: HTMLTableSectionElement[] = [];
  /** Groups in or next to the view, as last read: a commit writes them at once. */
  private beside = new Set<HTMLTableSectionElement>();
  /** The styles each group within reach was last given. */
  private readonly given = new WeakMap<HTMLElement, StyleMap>();
  /** Groups the browser renders (not skipped), marked `data-sizing-rendered`. */
  private readonly rendered = new Set<HTMLTableSectionElement>();
  /** Mid-drag: the rows in view, which carry the drag's styles. */
  private readonly inView = new Set<HTMLTableRowElement>();
  /** Mid-drag: the other rows of their groups, not painted. */
  private readonly parked = new Set<HTMLTableRowElement>();
  /** The head and the groups written to, so that letting go of the table clears them. */
  private readonly written = new Set<HTMLElement>();
  private readonly container: HTMLElement | null;
  private readonly onScroll = () => {
    this.refresh();
  };
  // Fired on each group (it does not bubble) when the browser starts or stops skipping it.
  private readonly onSkip = (event: Event) => {
    const group = event.target;
    if (!('skipped' in event) || !(group instanceof HTMLTableSectionElement)) return;
    if (group.parentElement !== this.table) return;
    if (event.skipped) {
      this.rendered.delete(group);
      group.removeAttribute(RENDERED_ATTRIBUTE);
    } else {
      this.rendered.add(group);
      group.setAttribute(RENDERED_ATTRIBUTE, '');
    }
  };

  constructor(private readonly table: HTMLTableElement) {
    this.container = table.parentElement;
    this.container?.addEventListener('scroll', this.onScroll, { passive: true });
    table.addEventListener('contentvisibilityautostatechange', this.onSkip, true);
  }

  /**
   * Reads which groups are within reach and next to the view and, mid-drag, which rows are in
   * view; then marks the near groups. A hidden table keeps its marks: with no boxes, every group
   * would read as near (a restyle of every cell as it hides, another as it shows).
   */
  regroup() {
    for (const element of this.written) if (!element.isConnected) this.written.delete(element);
    for (const group of this.rendered) if (!group.isConnected) this.rendered.delete(group);
    if (!hasBox(this.table) || !this.container) return;
    const zone = groupsInView(this.table, reach());
    const beside = groupsInView(this.table, this.container.clientHeight / 2);
    const shown = new Map<HTMLTableRowElement, boolean>();
    if (this.dragged) {
      const box = this.container.getBoundingClientRect();
      for (const group of groupsInView(this.table)) {
        for (const row of Array.from(group.rows)) {
          const { top, bottom } = row.getBoundingClientRect();
          shown.set(row, bottom > box.top && top < box.bottom);
        }
      }
    }
    // Writes after every read: a mark or a park between two reads would lay out again.
    for (const [row, inView] of shown) {
      if (inView) {
        if (this.parked.delete(row)) row.removeAttribute(PARKED_ATTRIBUTE);
        this.inView.add(row);
      } else if (!this.inView.has(row) && !this.parked.has(row)) {
        row.setAttribute(PARKED_ATTRIBUTE, '');
        this.parked.add(row);
      }
    }
    const near = new Set(zone);
    // A group out of reach is skipped and fills the table; back within reach, it takes the
    // current styles before it renders.
    for (const group of this.zone) if (!near.has(group)) this.given.delete(group);
    markNear(this.zone, zone);
    this.zone = zone;
    this.beside = new Set(beside);
  }

  /** After a scroll or a resize of the area: groups come next to the view and take their styles. */
  refresh() {
    this.regroup();
    this.writeAll();
  }

  /** The committed widths' styles, for the head and the groups that must show them (above). */
  commit(styles: WidthStyles) {
    this.committed = this.known(styles);
    this.writeAll();
  }

  /** A drag's styles, for the head and the rows in view. */
  drag(styles: WidthStyles) {
    const first = !this.dragged;
    const dragged = this.known(styles);
    this.dragged = dragged;
    if (first) this.regroup();
    const { tHead } = this.table;
    if (tHead) this.write(tHead, dragged);
    for (const row of this.inView) this.write(row, dragged);
  }

  /** Mid-drag: the rows that have been in view since it began (auto-fit reads them). */
  rowsInView(): ReadonlySet<HTMLTableRowElement> {
    return this.inView;
  }

  /** Ends a drag: the rows in view inherit again, and the head and groups take `styles`. */
  endDrag(styles: WidthStyles) {
    this.dragged = null;
    for (const row of this.inView) this.write(row, NO_STYLES);
    this.inView.clear();
    for (const row of this.parked) row.removeAttribute(PARKED_ATTRIBUTE);
    this.parked.clear();
    this.commit(styles);
  }

  /** Lets go of the table: every element written to inherits the table's styles again. */
  dispose() {
    this.container?.removeEventListener('scroll', this.onScroll);
    this.table.removeEventListener('contentvisibilityautostatechange', this.onSkip, true);
    for (const group of this.rendered) group.removeAttribute(RENDERED_ATTRIBUTE);
    this.rendered.clear();
    this.endDrag([]);
    markNear(this.zone, []);
    this.zone = [];
    for (const element of this.written) this.write(element, NO_STYLES);
    this.written.clear();
  }

  /** `styles` as a map; their properties join those that later styles may have to clear. */
  private known(styles: WidthStyles): StyleMap {
    for (const [property] of styles) this.properties.add(property);
    return new Map(styles);
  }

  private writeAll() {
    const { tHead } = this.table;
    if (tHead) this.write(tHead, this.dragged ?? this.committed);
    const width = tracksWidth(this.committed);
    for (const group of this.zone) this.update(group, width);
    // A group rendered out of the zone: a browser keeps rendering a group that holds the focus
    // or the text selection, however far it is scrolled.
    for (const group of this.rendered) if (!this.zone.includes(group)) this.update(group, width);
    if (this.dragged) for (const row of this.inView) this.write(row, this.dragged);
  }

  /** Gives `group` the committed styles, unless it may keep older ones (see the class note). */
  private update(group: HTMLTableSectionElement, width: number) {
    const given = this.given.get(group);
    if (given === this.committed) return;
    // Older tracks may stay on a rendered group away from the view while they are no wider.
    const older = given ? tracksWidth(given) : 0;
    const stays = this.rendered.has(group) && !this.beside.has(group);
    if (!stays || older === 0 || older > width) {
      this.write(group, this.committed);
      this.given.set(group, this.committed);
    }
  }

  /** Sets `styles` on `element`, clears the properties they lack; skips what is already so. */
  private write(element: HTMLElement, styles: StyleMap) {
    for (const property of this.properties) {
      const value = styles.get(property) ?? '';
      if (element.style.getPropertyValue(property) !== value) {
        element.style.setProperty(property, value);
      }
    }
    // Rows are cleared when their drag ends; the head and the groups, when the table is let go.
    if (element.tagName !== 'TR') this.written.add(element);
  }
}

/** The total width of the track list in `styles` (`180px 240px …`), in px; 0 without one. */
function tracksWidth(styles: StyleMap): number {
  const tracks = styles.get('grid-template-columns') ?? '';
  return tracks.split(' ').reduce((sum, track) => sum + (parseFloat(track) || 0), 0);
}

/** Moves the `data-sizing-near` mark from the groups of `before` to those of `after`. */
function markNear(
  before: readonly HTMLTableSectionElement[],
  after: readonly HTMLTableSectionElement[],
) {
  const near = new Set(after);
  for (const group of before) if (!near.has(group)) group.removeAttribute(NEAR_ATTRIBUTE);
  for (const group of after)
    if (!group.hasAttribute(NEAR_ATTRIBUTE)) group.setAttribute(NEAR_ATTRIBUTE, '');
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** How far from the view the groups' width styles are kept current, in px. */
const reach = () => 2 * window.innerHeight;

/** Same for every table, so one stable function: memoized bodies may keep it as a prop. */
function rowGroupProps(rowCount: number): SizingRowGroupProps {
  return { style: { [GROUP_ROWS_VAR]: rowCount } as CSSProperties };
}

/**
 * Column sizing for a table: measures columns after layout, then fixes their widths as CSS
 * variables keyed by column id. Spread the getters on the table, each header cell, its label
 * and its resize handle; nothing else is needed (the measuring CSS is injected once).
 *
 * A drag writes one style per pointer move and renders nothing; React hears of the new width
 * once, on release. Escape, `pointercancel`, a lost pointer capture and a window blur all
 * cancel a drag the same way; a second pointer is ignored.
 */
export function useColumnSizing({
  columns,
  dataVersion,
  columnWidths,
  defaultColumnWidths,
  onColumnWidthsChange,
  announce,
  layout: requestedLayout = 'table',
}: UseColumnSizingOptions): ColumnSizing {
  useSizingStylesheet();
  // The grid layout from the first render in the browser; the table layout on the server and
  // while hydrating (see `layout`).
  const client = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const tableLayout = client ? requestedLayout : 'table';
  const { t, formatNumber } = useLocale();
  const prefix = useId();
  const tableRef = useRef<HTMLTableElement>(null);

  // A column set is the same while ids and sizing settings are: inline arrays do not re-measure.
  const signature = JSON.stringify(
    columns.map(({ id, variant, calculateWidthOnUpdate }) => [id, variant, calculateWidthOnUpdate]),
  );
  const sizingColumns = useMemo(
    () => columns.map(toSizingColumn),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
    [signature],
  );
  const initial = useMemo(() => createSizing(sizingColumns), [sizingColumns]);

  const [ownWidths, setOwnWidths] = useState<ColumnWidths>(defaultColumnWidths ?? {});
  const widths = columnWidths ?? ownWidths;
  const [measured, setMeasured] = useState(initial);
  const [resizingColumnId, setResizingColumnId] = useState<string | null>(null);
  // A new column set starts over; its layout effect below measures it before paint.
  const state = withWidths(measured.columns === initial.columns ? measured : initial, widths);
  const shown = useMemo(() => layout(state), [state]);

  const headerId = (columnId: string) => `${prefix}-h-${cssIdent(columnId)}`;
  const labelId = (columnId: string) => `${prefix}-l-${cssIdent(columnId)}`;
  const columnOfHeader = useMemo(
    () => new Map(sizingColumns.map(({ id }) => [`${prefix}-h-${cssIdent(id)}`, id])),
    [sizingColumns, prefix],
  );

  // The grid layout reads the groups in view; the table layout must read the whole table.
  const readTable = tableLayout === 'grid' ? readGridColumns : readColumns;

  // Latest values for event handlers and window listeners, which outlive a render.
  const latest = useRef({ state, onColumnWidthsChange, controlled: columnWidths !== undefined });
  const active = useRef<ActiveDrag | null>(null);
  const groupTracks = useRef<GroupTracks | null>(null);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (tableLayout !== 'grid' || !table) return;
    const tracks = new GroupTracks(table);
    groupTracks.current = tracks;
    return () => {
      tracks.dispose();
      groupTracks.current = null;
    };
  }, [tableLayout]);
  useLayoutEffect(() => {
    latest.current = { state, onColumnWidthsChange, controlled: columnWidths !== undefined };
  });

  // Measure before paint: on a new column set, new data, new header texts and a font load. A
  // table with no box (mounted in a closed tab, say) would read every width as 0: it waits for
  // one, unpainted, and measures on the render after the area's ResizeObserver sees it. Not in
  // the observer's callback: there a measure that adds the area's scroll bars resizes the area
  // again within the same frame, which browsers report as a "ResizeObserver loop" error.
  // A grid table being hydrated lays out as a table for one render: it is measured on the next,
  // in the grid layout (measuring a table reads every row at max-content).
  const hydrating = tableLayout !== requestedLayout;
  const waitingForBox = useRef(false);
  // Asks for a measure on the next render (a box seen at last, a font loaded).
  const [measureRequests, requestMeasure] = useReducer((count: number) => count + 1, 0);
  // New header texts (a language switch, say) are measured as new data is.
  const headers = columns.map(({ header }) => header).join('\n');
  // A font that finishes loading after a measure changes the width of every text it draws
  // (names cut where the fallback font was narrower): measure again, as for new data; widths the
  // user set stay. Only for a font the table uses: pages load icon fonts, and a failed load
  // fires too. A layout effect, so a load just after the first measure is not missed.
  useLayoutEffect(() => {
    if (!('fonts' in document)) return; // jsdom
    const { fonts } = document;
    const onLoaded = ({ fontfaces }: FontFaceSetLoadEvent) => {
      const table = tableRef.current;
      if (table && drawnWithAny(table, fontfaces)) requestMeasure();
    };
    fonts.addEventListener('loadingdone', onLoaded);
    return () => {
      fonts.removeEventListener('loadingdone', onLoaded);
    };
  }, []);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || hydrating) return;
    waitingForBox.current = !hasBox(table);
    if (waitingForBox.current) {
      table.setAttribute(WAITING_ATTRIBUTE, '');
      return;
    }
    // Painted once the measured widths are written, before this frame ends.
    table.removeAttribute(WAITING_ATTRIBUTE);
    // New data may bring new groups within reach; they take their tracks before paint.
    groupTracks.current?.regroup();
    const { readings, available } = readTable(table, columnOfHeader);
    setMeasured((current) => {
      const base = current.columns === initial.columns ? current : initial;
      return fix(measure(dataChanged(base), readings, available));
    });
  }, [initial, dataVersion, headers, columnOfHeader, readTable, hydrating, measureRequests]);

  // One observer for the container: filler room follows its width without re-measuring. A
  // hidden table has nothing to size (its area reads 0 wide); one waiting for a box measures.
  useEffect(() => {
    const container = tableRef.current?.parentElement;
    if (!container) return;
    const observer = new ResizeObserver(() => {
      const table = tableRef.current;
      if (!table || !hasBox(table)) return;
      if (waitingForBox.current) {
        requestMeasure();
        return;
      }
      groupTracks.current?.refresh();
      const available = availableWidth(table);
      setMeasured((current) =>
        current.available === available ? current : { ...current, available },
      );
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
    };
  }, []);

  // React diffs against its last props, not the DOM a drag wrote to: after every commit (and
  // a data change mid-drag) the width styles are rewritten from the model, the live drag included.
  useLayoutEffect(() => {
    const current = active.current;
    const widths = layout({ ...state, drag: current?.drag ?? null });
    const tracks = groupTracks.current;
    if (!tracks) {
      writeWidths(tableRef.current, state.columns, widths);
      return;
    }
    // Until the widths are fixed, the groups inherit the table's styles (see `tableStyle`).
    const fixed = state.phase === 'fixed';
    tracks.commit(fixed ? widthStyles(state.columns, layout(state), 'grid') : []);
    if (fixed && current?.moved) tracks.drag(widthStyles(state.columns, widths, 'grid'));
  }, [state, tableLayout]);

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

  const commit = useCallback(
    (next: ColumnWidths, columnId: string, reason: ColumnWidthsChangeReason) => {
      const { controlled, onColumnWidthsChange: onChange } = latest.current;
      if (!controlled) setOwnWidths(next);
      onChange?.(next, { columnId, reason });
    },
    [],
  );

  // Window listeners live exactly as long as a drag: added on press, removed on every end.
  const removeDragListeners = useRef(() => {});

  /** A drag's end: the widths now shown go to the table, or to the head and groups. */
  const writeEnd = useCallback(
    (columns: readonly SizingColumn[], widths: Record<string, number>) => {
      const tracks = groupTracks.current;
      if (tracks) tracks.endDrag(widthStyles(columns, widths, 'grid'));
      else writeWidths(tableRef.current, columns, widths);
    },
    [],
  );

  /** Ends a drag. The single place a drag stops, whether it commits or is cancelled. */
  const endDrag = useCallback(
    (outcome: 'commit' | 'cancel') => {
      const current = active.current;
      if (!current) return;
      active.current = null;
      removeDragListeners.current();
      const { handle, pointerId, drag } = current;
      if (handle.hasPointerCapture(pointerId)) handle.releasePointerCapture(pointerId);
      setResizingColumnId(null);
      const base = latest.current.state;
      const { columnId } = drag;
      if (outcome === 'cancel') {
        const restored = layout(cancel(base));
        writeEnd(base.columns, restored);
        showValue(handle, restored[columnId]);
        return;
      }
      let next = resizeEnd({ ...base, drag });
      let reason: ColumnWidthsChangeReason = 'drag';
      const table = tableRef.current;
      if (drag.width !== drag.startWidth && table) {
        // The grid layout reads the one column as laid out, in the rows the user saw while
        // dragging; the table layout must re-measure the whole table at max-content (its cells
        // may wrap, and a wrapped cell tells nothing).
        const content =
          tableLayout === 'grid'
            ? readColumnContent(
                table,
                `${prefix}-h-${cssIdent(columnId)}`,
                groupTracks.current?.rowsInView(),
              )
            : readTable(table, columnOfHeader).readings[columnId]?.content;
        if (content !== undefined) {
          const fitted = autofit(next, columnId, content);
          if (fitted !== next) reason = 'autofit';
          next = fitted;
        }
      }
      const final = layout(next);
      writeEnd(base.columns, final);
      showValue(handle, final[columnId]);
      if (drag.width !== drag.startWidth || reason === 'autofit')
        commit(next.widths, columnId, reason);
    },
    [columnOfHeader, commit, showValue, readTable, tableLayout, prefix, writeEnd],
  );

  const addDragListeners = useCallback(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
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
      active.current = null;
      removeDragListeners.current();
    },
    [],
  );

  const keyboardResize = (event: KeyboardEvent<HTMLElement>, columnId: string) => {
    if (active.current) return;
    let next: SizingState | undefined;
    let reason: ColumnWidthsChangeReason = 'keyboard';
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const step = event.shiftKey ? KEYBOARD_STEP_LARGE : KEYBOARD_STEP;
      // Arrows are physical; towards the inline end widens, so RTL flips them.
      const towardsEnd = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
      next = resizeBy(state, columnId, towardsEnd ? step : -step);
    } else if (event.key === 'Enter') {
      next = reset(state, columnId);
      reason = 'reset';
    }
    if (!next) return;
    event.preventDefault();
    if (next !== state) commit(next.widths, columnId, reason);
    const width = layout(next)[columnId];
    if (width !== undefined) announce?.(valueText(width));
  };

  const fixed = state.phase === 'fixed';
  const tableStyle = useMemo<CSSProperties>(() => {
    const style: Record<string, string | number> = {};
    // Fixed grid widths go to the head and row groups (`GroupTracks`): the table's style stays put.
    const onTable = tableLayout === 'table' || state.phase !== 'fixed';
    for (const [property, value] of onTable ? widthStyles(state.columns, shown, tableLayout) : []) {
      style[property === 'grid-template-columns' ? 'gridTemplateColumns' : property] = value;
    }
    const variables = state.columns.map(({ id }) => sizeVar(id));
    if (state.phase === 'fixed') {
      if (tableLayout === 'table') style.tableLayout = 'fixed';
      // A grid table is as wide as its head's tracks, or its rendered groups' if wider: a drag
      // that writes the head's tracks widens it at once, and narrows it on release.
      style.inlineSize = tableLayout === 'grid' ? 'max-content' : calcSum(variables);
      style.minInlineSize = 0;
    }
    return style;
  }, [shown, state.phase, state.columns, tableLayout]);

  const headerOf = (columnId: string) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    if (!column) {
      throw new Error(
        `Unknown column "${columnId}": pass it in useColumnSizing's \`columns\` first.`,
      );
    }
    return column.header;
  };

  return {
    phase: state.phase,
    resizingColumnId,
    widths: shown,
    getTableProps: () => ({
      ref: tableRef,
      'data-phase': state.phase,
      'data-resizing': resizingColumnId === null ? undefined : '',
      [LAYOUT_ATTRIBUTE]: tableLayout,
      style: tableStyle,
    }),
    getRowGroupProps: rowGroupProps,
    getHeaderCellProps: (columnId) => ({
      id: headerId(columnId),
      'aria-labelledby': labelId(columnId),
      'data-resizing': resizingColumnId === columnId ? '' : undefined,
      // In the grid layout the header row's tracks size its cells, as they do every row's.
      style: tableLayout === 'grid' ? {} : { inlineSize: `var(${sizeVar(columnId)})` },
    }),
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
        tabIndex: 0,
        onPointerDown: (event) => {
          // A second pointer (multi-touch) while one drags is ignored.
          if (active.current || !fixed || event.button !== 0 || !event.isPrimary) return;
          event.preventDefault();
          const handle = event.currentTarget;
          handle.focus();
          handle.setPointerCapture(event.pointerId);
          // Geometry is read here, once; moves only do arithmetic on it.
          const direction = isRtl(handle) ? -1 : 1;
          const { drag } = resizeStart(state, columnId, event.clientX, direction);
          if (!drag) return;
          // A pinned column's width moves the sticky offsets of the pinned columns after it,
          // which read the variables: its moves write them.
          active.current = { drag, pointerId: event.pointerId, handle, moved: false };
          addDragListeners();
          setResizingColumnId(columnId);
        },
        onPointerMove: (event) => {
          const current = active.current;
          if (current?.pointerId !== event.pointerId) return;
          const next = resizeMove({ ...latest.current.state, drag: current.drag }, event.clientX);
          if (!next.drag || next.drag.width === current.drag.width) return;
          current.drag = next.drag;
          current.moved = true;
          const widths = layout(next);
          const tracks = groupTracks.current;
          if (tracks) tracks.drag(widthStyles(next.columns, widths, 'grid'));
          else writeWidths(tableRef.current, next.columns, widths);
          showValue(current.handle, next.drag.width);
        },
        onPointerUp: (event) => {
          if (active.current?.pointerId === event.pointerId) endDrag('commit');
        },
        onPointerCancel: (event) => {
          if (active.current?.pointerId === event.pointerId) endDrag('cancel');
        },
        // Capture lost without a pointerup (the handle was re-parented, the capture taken):
        // the gesture is broken, so nothing half-done stays.
        onLostPointerCapture: (event) => {
          if (active.current?.pointerId === event.pointerId) endDrag('cancel');
        },
        onDoubleClick: () => {
          const next = reset(state, columnId);
          if (next !== state) commit(next.widths, columnId, 'reset');
        },
        onKeyDown: (event) => {
          keyboardResize(event, columnId);
        },
      };
    },
  };
}
