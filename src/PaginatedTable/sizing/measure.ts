/**
 * The sizing unit's measuring reads: every geometry and computed style the hook and the
 * row-group scheduler read from the page, in batches that change nothing or restore what they set.
 */
import type { ColumnReading } from './columnSizing.js';
import type { SizingLayout } from './types.js';
import {
  LABEL_ATTRIBUTE,
  MEASURE_GROUP_ATTRIBUTE,
  MEASURING_ATTRIBUTE,
  PROBE_ATTRIBUTE,
} from './sizingStyles.js';

/** Every column's reading and the room the table may fill, from one measuring pass. */
export interface TableReading {
  readings: Record<string, ColumnReading>;
  available: number;
}

/**
 * A header cell under the measuring rules: its width is its column's widest content so far, and
 * its label plus padding is what the header alone needs.
 */
function readHeaderCell(cell: HTMLTableCellElement, scale: number): ColumnReading {
  const label = cell.querySelector(`[${LABEL_ATTRIBUTE}]`);
  const content = cell.getBoundingClientRect().width / scale;
  return {
    content,
    header: label ? label.getBoundingClientRect().width / scale + inlineChrome(cell) : content,
  };
}

/**
 * How much the page scales what `element` draws: boxes, Ranges and pointer positions read in
 * drawn px, widths are set in layout px. Transforms (and `scale`) on it and its ancestors count,
 * and CSS `zoom`. A table that mounts inside a dialog's zoom-in (a `transform: scale(0.95)` that
 * eases to none) would otherwise be measured 5% narrow, and cut its texts once the dialog is
 * open; under `zoom: 0.8` (an app's UI scale), 20% narrow. 1 where it cannot be read (jsdom,
 * where nothing is drawn) or reads as nothing (a transform from `scale(0)`, where every box is
 * empty anyway: see `drawnAtNoSize`).
 */
export function drawnScale(element: Element): number {
  const scale = scaleAround(element);
  return scale > 0 ? scale : 1;
}

/**
 * Whether a transform around `element` draws it at no size, as a zoom from `scale(0)` starts
 * (MUI's `Zoom`, motion libraries' `scale: 0`): every box and Range then reads 0 wide, so nothing
 * can be measured yet.
 */
export const drawnAtNoSize = (element: Element) => scaleAround(element) === 0;

/** The product of the zoom and the transforms' scales around `element`; 1 where unreadable. */
function scaleAround(element: Element): number {
  if (typeof DOMMatrixReadOnly !== 'function') return 1;
  // Chromium 128+ and Firefox 126+: the zoom of the element and all its ancestors.
  let scale = 'currentCSSZoom' in element ? element.currentCSSZoom : 1;
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const { transform, scale: scaled } = getComputedStyle(node);
    if (transform && transform !== 'none') {
      const { a, b } = new DOMMatrixReadOnly(transform);
      scale *= Math.hypot(a, b);
    }
    if (scaled && scaled !== 'none') scale *= Math.abs(parseFloat(scaled));
  }
  return Number.isFinite(scale) && scale >= 0 ? scale : 1;
}

/** The element's parent, or out of a shadow root, its host. */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The rows of `rows` that hold one cell per column: a row that spans columns (an empty table's
 * message) says nothing about any one column.
 */
function* columnRows(
  rows: Iterable<HTMLTableRowElement>,
  columnCount: number,
): Generator<HTMLTableRowElement> {
  for (const row of rows) if (row.cells.length === columnCount) yield row;
}

// By name: an element of another window's document (a table portalled into an iframe) is no
// instance of this window's `HTMLTableRowElement`.
const isRow = (element: Element): element is HTMLTableRowElement => element.localName === 'tr';

/**
 * A table section's rows, from its children: happy-dom (a DOM that apps' unit tests run in) has
 * no `rows` on a section.
 */
function* sectionRows(section: HTMLTableSectionElement): Generator<HTMLTableRowElement> {
  for (const child of Array.from(section.children)) {
    if (isRow(child)) yield child;
  }
}

/** The rows of `groups`, in order. */
function* rowsOf(groups: Iterable<HTMLTableSectionElement>): Generator<HTMLTableRowElement> {
  for (const group of groups) yield* sectionRows(group);
}

/** A section's first row, if it has one. */
function firstRow(section: HTMLTableSectionElement | null | undefined) {
  if (!section) return undefined;
  const [row] = sectionRows(section);
  return row;
}

/** The header row's cells, in order; none without a header row. */
export function headerCellsOf(table: HTMLTableElement): HTMLTableCellElement[] {
  return Array.from(firstRow(table.tHead)?.cells ?? []);
}

/**
 * One read pass over the header row while the table lays out at max-content (the
 * `SIZING_CSS` measuring rules): each header cell is then as wide as its column's widest
 * content. Header cells are matched to columns by their element id, never by position.
 */
export function readColumns(
  table: HTMLTableElement,
  columnOfHeader: ReadonlyMap<string, string>,
): TableReading {
  table.setAttribute(MEASURING_ATTRIBUTE, '');
  const scale = drawnScale(table);
  const readings: Record<string, ColumnReading> = {};
  for (const cell of headerCellsOf(table)) {
    const columnId = columnOfHeader.get(cell.id);
    if (columnId === undefined) continue;
    readings[columnId] = readHeaderCell(cell, scale);
  }
  const available = availableWidth(table);
  table.removeAttribute(MEASURING_ATTRIBUTE);
  return { readings, available };
}

/**
 * The grid layout's measuring read: the header row and the row groups in view or within a
 * screen of it, never the rest. Each row is its own grid, so under the measuring rules every
 * cell takes its own max-content width; a column's content width is the widest of its header
 * and those cells.
 *
 * Why rows in view and not the data's text measured on a canvas: a cell renders whatever
 * `cell` returns (links, badges, mono text, `<bdi>`), and only layout knows its width; and the
 * cost stays that of a few groups however many rows are loaded (a few ms, where reading
 * every row costs seconds). The price: a wider value in a row further away is not seen until
 * it is scrolled near and measured again (on release, or on new data).
 */
export function readGridColumns(
  table: HTMLTableElement,
  columnOfHeader: ReadonlyMap<string, string>,
): TableReading {
  const headerCells = headerCellsOf(table);
  const columnAt = headerCells.map((cell) => columnOfHeader.get(cell.id));
  // The groups in view and a screen either side (~45 rows in a 600 px area): a page or two
  // of new data is measured whole, and the cost stays that of a few groups.
  const groups = groupsInView(table, table.parentElement?.clientHeight ?? 0);
  const sections = table.tHead ? [table.tHead, ...groups] : groups;
  for (const section of sections) section.setAttribute(MEASURE_GROUP_ATTRIBUTE, '');

  const scale = drawnScale(table);
  const readings: Record<string, ColumnReading> = {};
  headerCells.forEach((cell, index) => {
    const columnId = columnAt[index];
    if (columnId === undefined) return;
    readings[columnId] = readHeaderCell(cell, scale);
  });
  widenToCells(readings, columnAt, groups, (cell) => cell.getBoundingClientRect().width / scale);

  const available = availableWidth(table);
  for (const section of sections) section.removeAttribute(MEASURE_GROUP_ATTRIBUTE);
  return { readings, available };
}

/**
 * The grid layout's read of new data under `remeasure: 'grow'`, once the widths are fixed: each
 * column's widest body cell in the row groups in view or within a screen of it, as laid out now
 * (the extent of its content, as `readColumnContent` reads it, plus the cell's padding and
 * borders). It switches no measuring mode, so it costs only the layout the new rows need anyway,
 * where `readGridColumns` lays the groups out twice more. The headers are not read: with the same
 * header texts, the widths measured before (the floor under `grow`) already fit them.
 */
export function readGridContent(
  table: HTMLTableElement,
  columnOfHeader: ReadonlyMap<string, string>,
): TableReading {
  const headerCells = headerCellsOf(table);
  const columnAt = headerCells.map((cell) => columnOfHeader.get(cell.id));
  const readings: Record<string, ColumnReading> = {};
  for (const columnId of columnAt) {
    if (columnId !== undefined) readings[columnId] = { content: 0, header: 0 };
  }
  const extent = contentExtent(table);
  // A column's body cells share their styles, so their padding and borders are read once.
  const chrome: (number | undefined)[] = [];
  const groups = groupsInView(table, table.parentElement?.clientHeight ?? 0);
  widenToCells(readings, columnAt, groups, (cell, index) => {
    chrome[index] ??= inlineChrome(cell);
    return extent(cell, openMenuOf(cell)) + chrome[index];
  });
  return { readings, available: availableWidth(table) };
}

/**
 * Widens each column's reading to its widest body cell in `groups`, as `widthOf` reads a cell.
 * `columnAt` maps a cell's position to its column (from the header row's ids).
 */
function widenToCells(
  readings: Record<string, ColumnReading>,
  columnAt: readonly (string | undefined)[],
  groups: readonly HTMLTableSectionElement[],
  widthOf: (cell: HTMLTableCellElement, index: number) => number,
): void {
  for (const row of columnRows(rowsOf(groups), columnAt.length)) {
    Array.from(row.cells).forEach((cell, index) => {
      const columnId = columnAt[index];
      const reading = columnId === undefined ? undefined : readings[columnId];
      if (reading) reading.content = Math.max(reading.content, widthOf(cell, index));
    });
  }
}

/**
 * A row menu open in `cell` (`RowActions` puts it after its button): drawn over the table, in the
 * top layer, so no part of the cell's content.
 */
const openMenuOf = (cell: Element): Element | null => {
  const last = cell.lastElementChild;
  return last?.getAttribute('role') === 'menu' ? last : null;
};

/**
 * The width of an element's content as laid out, whatever box holds it: a Range over it, so
 * text cut with an ellipsis counts whole. In layout px: what is drawn, over `table`'s `drawnScale`.
 */
function contentExtent(
  table: HTMLTableElement,
  scale = drawnScale(table),
): (element: Element, skip?: Element | null) => number {
  const range = document.createRange();
  // jsdom, in an app's unit tests, lays nothing out: every width there is 0.
  if (typeof range.getBoundingClientRect !== 'function') return () => 0;
  return (element, skip) => {
    range.selectNodeContents(element);
    if (!skip) return range.getBoundingClientRect().width / scale;
    // What comes before the child skipped, and what comes after it.
    const drawn: DOMRect[] = [];
    range.setEndBefore(skip);
    if (!range.collapsed) drawn.push(range.getBoundingClientRect());
    range.selectNodeContents(element);
    range.setStartAfter(skip);
    if (!range.collapsed) drawn.push(range.getBoundingClientRect());
    if (drawn.length === 0) return 0;
    const right = Math.max(...drawn.map((box) => box.right));
    return (right - Math.min(...drawn.map((box) => box.left))) / scale;
  };
}

/**
 * A header label's extent as laid out now: its text whole, and whatever it draws beside the text.
 * A sort control cuts its text and keeps its arrow, so a Range over it spans the text alone (the
 * arrow sits inside the text's overflow): its box counts, plus what each cut child hides.
 */
function labelExtent(label: Element, extent: (element: Element) => number, scale: number): number {
  let width = label.getBoundingClientRect().width / scale;
  for (const child of label.children) {
    const hidden = extent(child) - child.getBoundingClientRect().width / scale;
    if (hidden > 0) width += hidden;
  }
  return Math.max(width, extent(label));
}

/**
 * One column's content width as laid out now, for auto-fit on release in the grid layout: the
 * widest of its header label and its cells in `rows` (by default, the rows of the groups in
 * view), each the extent of its content (a Range over it, so text cut with an ellipsis counts
 * whole) plus the cell's inline padding and borders. Unlike `readGridColumns` it switches no
 * measuring mode, so nothing is restyled or laid out again: after a drag's last frame, layout
 * is clean and this only reads.
 * Content that wraps inside a cell of its own accord counts at its wrapped width.
 * `scale`: the table's `drawnScale`, when known (a drag read it as it began).
 */
export function readColumnContent(
  table: HTMLTableElement,
  headerId: string,
  rows: Iterable<HTMLTableRowElement> = rowsOf(groupsInView(table)),
  scale = drawnScale(table),
): number | undefined {
  const headerCells = headerCellsOf(table);
  const index = headerCells.findIndex((cell) => cell.id === headerId);
  const header = headerCells[index];
  if (!header) return undefined;
  const extent = contentExtent(table, scale);
  const label = header.querySelector(`[${LABEL_ATTRIBUTE}]`);
  // A header with no label element is read whole, but for the text probe (`TextProbe`).
  let widest =
    (label
      ? labelExtent(label, extent, scale)
      : extent(header, header.querySelector(`:scope > [${PROBE_ATTRIBUTE}]`))) +
    inlineChrome(header);
  // A column's body cells share their styles, so their padding and borders are read once.
  let chrome: number | undefined;
  for (const row of columnRows(rows, headerCells.length)) {
    const cell = row.cells[index];
    if (!cell) continue;
    chrome ??= inlineChrome(cell);
    widest = Math.max(widest, extent(cell, openMenuOf(cell)) + chrome);
  }
  return widest;
}

/**
 * Inline padding and borders of an element: what its content is laid out inside of. Without
 * `borders`, the padding alone (what a `clientWidth` holds besides the content).
 */
function inlineChrome(element: Element, borders = true): number {
  const style = getComputedStyle(element);
  const padding = px(style.paddingInlineStart) + px(style.paddingInlineEnd);
  if (!borders) return padding;
  return padding + px(style.borderInlineStartWidth) + px(style.borderInlineEndWidth);
}

/** A computed length in px; 0 for none (jsdom, in an app's unit tests, computes no logical ones). */
const px = (value: string) => parseFloat(value) || 0;

/**
 * The row groups that intersect the scroll container's box, grown by `reach` px above and
 * below. Skipped groups keep their exact intrinsic height, so their boxes are where the rows
 * will be, without laying the rows out. Groups stack in order, so a binary search finds the
 * first one: a handful of reads however many groups there are (each read is a layout check,
 * ~30 µs inside a skipped group).
 */
export function groupsInView(table: HTMLTableElement, reach = 0): HTMLTableSectionElement[] {
  const container = table.parentElement;
  if (!container) return [];
  const box = container.getBoundingClientRect();
  const view = { top: box.top - reach, bottom: box.bottom + reach };
  const groups = table.tBodies;
  let low = 0;
  let high = groups.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const group = groups[middle];
    if (group && group.getBoundingClientRect().bottom <= view.top) low = middle + 1;
    else high = middle;
  }
  const inView: HTMLTableSectionElement[] = [];
  for (let index = low; index < groups.length; index += 1) {
    const group = groups[index];
    if (!group || group.getBoundingClientRect().top >= view.bottom) break;
    inView.push(group);
  }
  return inView;
}

/**
 * The rows of the groups in view, split by whether they are in the scroll container's view:
 * mid-drag, those in view take the drag's widths and the rest are parked.
 */
export function rowsInView(table: HTMLTableElement): {
  seen: HTMLTableRowElement[];
  unseen: HTMLTableRowElement[];
} {
  const seen: HTMLTableRowElement[] = [];
  const unseen: HTMLTableRowElement[] = [];
  const box = table.parentElement?.getBoundingClientRect();
  if (!box) return { seen, unseen };
  for (const row of rowsOf(groupsInView(table))) {
    const { top, bottom } = row.getBoundingClientRect();
    (bottom > box.top && top < box.bottom ? seen : unseen).push(row);
  }
  return { seen, unseen };
}

/**
 * One measuring pass in `layout`: the grid layout reads the head and the groups near the view;
 * the table layout must read the whole table.
 */
export function readTable(
  table: HTMLTableElement,
  columnOfHeader: ReadonlyMap<string, string>,
  layout: SizingLayout,
): TableReading {
  return layout === 'grid'
    ? readGridColumns(table, columnOfHeader)
    : readColumns(table, columnOfHeader);
}

/**
 * A column's content width for auto-fit on release. The grid layout reads the one column as laid
 * out, in `rows` (the rows the user saw while dragging); the table layout must measure the whole
 * table at max-content (its cells may wrap, and a wrapped cell tells nothing). `scale`: as
 * `readColumnContent`'s.
 */
export function readContentWidth(
  table: HTMLTableElement,
  columnOfHeader: ReadonlyMap<string, string>,
  layout: SizingLayout,
  headerId: string,
  rows?: Iterable<HTMLTableRowElement>,
  scale?: number,
): number | undefined {
  if (layout === 'grid') return readColumnContent(table, headerId, rows, scale);
  const columnId = columnOfHeader.get(headerId);
  return columnId === undefined
    ? undefined
    : readColumns(table, columnOfHeader).readings[columnId]?.content;
}

/** The room the table may fill: its container's content box (scroll bars excluded). */
export function availableWidth(table: HTMLTableElement): number {
  const container = table.parentElement;
  if (!container) return 0;
  return container.clientWidth - inlineChrome(container, false);
}

/**
 * Whether the element has a layout box. Without one it is in a `display: none` subtree (a closed
 * tab, say), unless nothing lays out at all (jsdom): there every element counts as boxed, so
 * that tests in it measure (at 0) as they always have.
 */
export function hasBox(element: Element): boolean {
  if (element.getClientRects().length > 0) return true;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

export const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/** The family names of a `font-family` value (or a `FontFace`'s family), unquoted, lower case. */
export function fontFamilies(value: string): string[] {
  return value
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .toLowerCase(),
    )
    .filter((name) => name !== '');
}

/**
 * Whether a font of one of `faces` (just loaded) draws text in the table: a family named by the
 * table, its head or its first row, or anything in them. No face (a failed load): no.
 */
export function drawnWithAny(
  table: HTMLTableElement,
  faces: readonly { family: string }[],
): boolean {
  const loaded = new Set(faces.flatMap(({ family }) => fontFamilies(family)));
  if (loaded.size === 0) return false;
  const elements: Element[] = [table];
  for (const row of [firstRow(table.tHead), firstRow(table.tBodies[0])]) {
    if (row) elements.push(row, ...Array.from(row.querySelectorAll('*')));
  }
  return elements.some((element) =>
    fontFamilies(getComputedStyle(element).fontFamily).some((name) => loaded.has(name)),
  );
}
