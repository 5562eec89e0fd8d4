'use client';

import { useTheme } from '@emotion/react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import { Spinner } from '../primitives/Spinner.js';
import { visuallyHidden } from '../primitives/styles.js';
import { Body, Caption, Cell, Head, Row } from '../primitives/Table.js';
import { resolveTheme } from '../theme/styled.js';
import { BodyRows } from './BodyRows.js';
import { ColumnHeader } from './ColumnHeader.js';
import { RowActionsScope } from './RowActions.js';
import {
  orderColumns,
  toSizableColumn,
  visibleColumns,
  defaultRowId,
  type Column,
  type RowIdentity,
} from './columns.js';
import type { Pagination } from '../pagination/types.js';
import {
  BodyMessage,
  BusyTable,
  Frame,
  Overlay,
  Root,
  rowSizeOf,
  Title,
} from './PaginatedTable.styles.js';
import type { ColumnWidths, ColumnWidthsChangeDetails } from './sizing/types.js';
import { useColumnSizing } from './sizing/useColumnSizing.js';
import type { SortDescriptor } from './sorting.js';
import { TableFooter } from './TableFooter.js';
import { TableContainer } from './TableContainer.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { useEndWhileRowsArrive, useScrollToTopOnShrink } from './useScrollArea.js';
import { TABBABLE, useFocusAfterRemoval, useFocusOutlivesRows } from './keepFocus.js';
import { useInert } from './useInert.js';
import { useProgressiveRowCount } from './useProgressiveRowCount.js';
import { useRowsAppended } from './useRowsAppended.js';
import { useSortableHeaders } from './useSortableHeaders.js';
import { useUnknownFieldWarnings } from './useUnknownFieldWarnings.js';
import { useLatest } from './useLatest.js';
import { useValidatedProps } from './useValidatedProps.js';

/** How long an announcement stays in the live region after it is said. */
const ANNOUNCEMENT_MS = 7_000;

/** `getRowId` as the table keys rows: by string, whatever the function returns. */
function rowKeyOf<Row extends object>(
  getRowId: (row: Row) => string | number,
): (row: Row) => string {
  if (getRowId === defaultRowId) return defaultRowId;
  return (row) => String(getRowId(row));
}

/** Props of `PaginatedTable`; `Row` is the type of one row of data. */
export interface PaginatedTableProps<Row extends object> {
  /**
   * Column configuration, in display order. Pinned columns move to the start, actions to the end.
   * @default none (required)
   */
  columns: readonly Column<Row>[];
  /**
   * The rows shown now. A new array counts as new data: measured column widths are measured
   * again; widths the user chose stay. The rows shown and more after them (a Load more, matched
   * by row id) only widen a column a new row needs. An empty array keeps the measured widths,
   * unless the columns or their headers change too.
   * @default none (required)
   */
  rows: readonly Row[];
  /**
   * Names the table (its `<caption>`).
   * @default none (required)
   */
  caption: string;
  /**
   * Whether the caption is also drawn above the table, as its title. Set `false` where a heading
   * on the page already names the table: the table keeps its `<caption>` for screen readers, and
   * its scroll area the same name.
   * @default true
   */
  showCaption?: boolean | undefined;
  /**
   * What is shown of the whole: drives the results text and whether "Load more" appears.
   * While `loading`, both keep what the rows on screen show; they change with the rows that come.
   * @default none (required)
   */
  pagination: Pagination;
  /**
   * Where "Load more" goes. Rendered as a real link while rows remain; `onClick` may handle
   * it client-side (leave modified and middle clicks to the browser).
   * @default undefined (no link)
   */
  loadMore?:
    { href: string; onClick?: MouseEventHandler<HTMLAnchorElement> | undefined } | undefined;
  /**
   * Whether the results text ("Showing 20 of 45") is a live status that screen readers
   * announce when it changes. Tables that share one cursor (one Load more pages them all)
   * would each announce the same news: set `false` on all but one, so it is said once. The
   * text stays visible either way.
   * @default true
   */
  announceResults?: boolean | undefined;
  /**
   * Shows a spinner over the table; the rows are dimmed, `aria-busy` and not interactive (the
   * caption and the header row stay usable: a sort or a resize works meanwhile).
   * Until it ends, the results text, Load more and the headers' sort describe the rows on
   * screen. Pass it in the same render as the `pagination` or `sort` it waits for: derive it from
   * what was asked and what has come, as the samples do (an effect that sets it is a render late).
   * @default false
   */
  loading?: boolean | undefined;
  /**
   * A message above the table, such as a `Banner`; it becomes the table's description.
   * @default undefined
   */
  banner?: ReactNode | undefined;
  /**
   * Height of the scrolling table area: a number of pixels, or any CSS length, such as
   * `'min(600px, 80dvh)'` to keep the area, its header and Load more within a short window (a
   * phone held sideways, a page zoomed in). The header sticks to its top.
   * @default 600
   */
  height?: number | string | undefined;
  /**
   * Stable, unique key of a row: a string or a number (a database's numeric key, say). It may be
   * written inline: a new function with each render renders no row again (rows are keyed by the
   * latest one as they render).
   * @default row => row.id
   */
  getRowId?: ((row: Row) => string | number) | undefined;
  /**
   * Shown when there are no rows and nothing is loading. With a `totalCount` of 0 too, the
   * results status says its text in place of "Showing 0 of 0".
   * @default the locale's 'No rows to show'
   */
  emptyMessage?: ReactNode | undefined;
  /**
   * What went wrong loading rows, with the app's way to try again (a Retry button). While set
   * (not `false`, `null` or `''`) and not `loading`, it is shown, and announced
   * (`role="alert"`, unless `announceResults` is off), where the table tells what it shows:
   * with no rows, in the body in place of `emptyMessage`; with rows (a Load more or a refetch
   * failed), under them in place of the results text and Load more, which come back with the
   * retry. The rows stay usable. Focus on Load more as it fails moves to the error's first
   * control, and from there back to Load more when the retry starts. A sort that failed is
   * neither shown by the headers nor announced until its rows come; a press then asks for the
   * order shown, or the failed one again (a retry). Clear it when the retry starts (`loading`).
   * @default undefined (no error)
   */
  error?: ReactNode | undefined;
  /**
   * Widths the user chose, in pixels by column id (controlled). Columns without an entry are
   * measured from their content. Keep it with `onColumnWidthsChange`, e.g. in storage.
   * @default undefined (uncontrolled)
   */
  columnWidths?: ColumnWidths | undefined;
  /**
   * Widths the user chose at first, when uncontrolled (e.g. restored from storage).
   * @default {}
   */
  defaultColumnWidths?: ColumnWidths | undefined;
  /**
   * Called once per committed resize (a drag's release or a second click, a key press, a
   * double-click or Enter), never per pointer
   * move, with every width the user chose and what changed.
   * @default undefined
   */
  onColumnWidthsChange?:
    ((widths: ColumnWidths, details: ColumnWidthsChangeDetails) => void) | undefined;
  /**
   * What a new `rows` array does to the measured widths; widths the user chose stay either way.
   * - `fit`: each column is measured again to fit the new rows, narrower or wider.
   * - `grow`: measured again, but never narrower while the table is mounted, so columns keep
   *   still as a search narrows the rows or a sort reorders them; a column widens when new
   *   content needs it, then stays. New columns or header texts start over.
   * Rows added by Load more, and no rows at all, keep the widths either way.
   * @default 'grow' when a column is `sortable`, else 'fit'
   */
  remeasure?: 'fit' | 'grow' | undefined;
  /**
   * The order the rows are in (controlled): the header of `sort.columnId` shows it, with
   * `aria-sort` and an arrow. The table never reorders rows: sort where the data lives (your
   * server, or the whole array in memory), then pass the rows and this. A change scrolls the
   * table to its top. The header shows it, and it is announced once ("Sorted by Name,
   * ascending"), when `loading` ends: while sorted rows load, the header shows the rows' order.
   * @default undefined (no column shows a sort)
   */
  sort?: SortDescriptor | undefined;
  /**
   * Called when the user presses the header of a column with `sortable: true`, with the sort
   * asked for: ascending on another column, the other way on the sorted one (a press never
   * leaves the table unsorted). Set `sort` from it, and load the rows in that order, from the
   * first page. With `getSortHref`, it is called for a plain left click on the link, in place of
   * following it; other clicks (new tab, new window) are left to the browser.
   * @default undefined
   */
  onSortChange?: ((sort: SortDescriptor) => void) | undefined;
  /**
   * Makes each sortable header a link to the page sorted as a press would ask, such as
   * `useUrlPagination`'s `getSortHref`: it then opens in a new tab, takes a modified click, and
   * works before (or without) JavaScript. Without it, the headers are buttons.
   * @default undefined (buttons)
   */
  getSortHref?: ((sort: SortDescriptor) => string) | undefined;
}

/** `widths` without column `id`'s entry (anything else, such as `null` from storage, as given). */
function withoutWidthOf(widths: ColumnWidths | undefined, id: string | undefined) {
  const given: unknown = widths;
  if (id === undefined || typeof given !== 'object' || given === null) return widths;
  if (!Object.hasOwn(given, id)) return widths;
  return Object.fromEntries(Object.entries(widths ?? {}).filter(([columnId]) => columnId !== id));
}

/**
 * A data table with offset pagination ("Load more"), sticky header, pinned and actions
 * columns, resizable columns, and loading and empty states.
 */
export function PaginatedTable<Row extends object>({
  columns,
  rows,
  caption,
  showCaption = true,
  pagination,
  loadMore,
  announceResults = true,
  loading = false,
  banner,
  height = 600,
  getRowId: givenRowId = defaultRowId,
  emptyMessage,
  error,
  columnWidths,
  defaultColumnWidths,
  onColumnWidthsChange,
  remeasure,
  sort,
  onSortChange,
  getSortHref,
}: PaginatedTableProps<Row> & RowIdentity<Row>) {
  const { t } = useLocale();
  // Keys are strings inside, as the default's are; a given function keeps its identity's role
  // (the same function, the same keys: the memoized rows stay).
  // An inline `getRowId` is a new function on every render of the parent: the rows keep one
  // that calls the latest, or every loaded row would render again with it.
  const latestRowId = useLatest(givenRowId);
  const byDefault = givenRowId === defaultRowId;
  const getRowId = useMemo(
    () => rowKeyOf(byDefault ? defaultRowId : (row: Row) => latestRowId.current(row)),
    [byDefault, latestRowId],
  );
  // Misuse that TypeScript cannot catch warns once and renders clamped values (validateProps.ts).
  ({ pagination, height } = useValidatedProps({ rows, getRowId, pagination, height }));
  const bannerId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Said, then gone: left in the live region, an old width or sort would be met again in browse
  // mode, and in the language of its day after a switch of locale (as React Aria's announcer).
  useEffect(() => {
    if (announcement === '') return;
    const timer = setTimeout(() => {
      setAnnouncement('');
    }, ANNOUNCEMENT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [announcement]);

  const ordered = useMemo(() => orderColumns(visibleColumns(columns)), [columns]);
  useUnknownFieldWarnings(ordered, rows);
  const sizableColumns = useMemo(() => ordered.map(toSizableColumn), [ordered]);
  // Rows of one exact height let off-screen groups cost nothing; a wrapping column needs rows
  // that grow, so such a table keeps the table layout (and its cost that grows with rows).
  const layout = ordered.some((column) => column.textWrapCell) ? 'table' : 'grid';
  const rowControls = ordered.some((column) => column.align === 'actions');
  const rowSize = rowSizeOf(resolveTheme(useTheme()), rowControls);
  // The rows in the DOM: all of them, or while a long table mounts, the first screen's, then the
  // rest chunk by chunk (`useProgressiveRowCount`).
  const bodyRowCount = useProgressiveRowCount(rows.length);
  const appended = useRowsAppended(rows, getRowId);
  // The actions column hugs its buttons and has no handle: a width given for it (a stored entry,
  // edited by hand) is no user's choice, and none could undo it.
  const actionsId = ordered.find((column) => column.align === 'actions')?.id;
  const sizing = useColumnSizing({
    layout,
    rowSize,
    columns: sizableColumns,
    dataVersion: rows,
    // Sorted data is the same data in another order: columns settle rather than jump. A Load
    // more keeps the rows being read, so their columns do not narrow under the reader; a new
    // row widens the column it needs (and is read as laid out, with no measuring pass). No rows
    // (a search that finds nothing) tell nothing about the columns: they keep their widths until
    // rows come back, which are then measured as any new data is. An app's `remeasure` says
    // the rest (a search box: `grow`, so columns keep still as the user types).
    remeasure:
      rows.length === 0 ||
      appended ||
      (remeasure ?? (ordered.some((column) => column.sortable) ? 'grow' : 'fit')) === 'grow'
        ? 'grow'
        : 'fit',
    columnWidths: withoutWidthOf(columnWidths, actionsId),
    defaultColumnWidths: withoutWidthOf(defaultColumnWidths, actionsId),
    onColumnWidthsChange,
    announce: setAnnouncement,
  });
  const body = (
    <BodyRows
      columns={ordered}
      rows={rows}
      rowCount={bodyRowCount}
      getRowId={getRowId}
      getRowGroups={sizing.getRowGroups}
      getRowGroupProps={sizing.getRowGroupProps}
      getRowProps={sizing.getRowProps}
      getCellProps={sizing.getCellProps}
    />
  );
  const empty = rows.length === 0 && !loading;
  const message = emptyMessage ?? t('table.fallback');
  const emptyMessageRef = useRef<HTMLDivElement>(null);
  // `false`, `null` and `undefined` render nothing: no error.
  const failure =
    loading || error === undefined || error === null || error === false || error === ''
      ? undefined
      : error;
  // The body's error: its Retry pressed, focus waits on the scroll area; a retry that fails
  // again brings it back to the new error's Retry.
  const retriedInBody = useRef(false);
  const errorFocus = useFocusAfterRemoval(() => {
    retriedInBody.current = true;
    return scrollRef.current;
  });
  useBrowserLayoutEffect(() => {
    if (failure === undefined) {
      if (!loading) retriedInBody.current = false;
      return;
    }
    if (!retriedInBody.current) return;
    retriedInBody.current = false;
    const area = scrollRef.current;
    if (!area || document.activeElement !== area) return;
    area.querySelector<HTMLElement>(`[data-error] :is(${TABBABLE})`)?.focus();
  }, [failure, loading]);
  const tableProps = sizing.getTableProps({ rowCount: empty ? undefined : rows.length });

  const sorting = useSortableHeaders({
    columns: ordered,
    sort,
    onSortChange,
    getSortHref,
    loading,
    announce: setAnnouncement,
    failed: failure !== undefined,
    scrollRef,
  });

  useScrollToTopOnShrink(scrollRef, rows.length);
  useEndWhileRowsArrive(scrollRef, bodyRowCount, rows.length);
  useInert(scrollRef, loading);
  useFocusOutlivesRows(scrollRef);

  return (
    <Root>
      {/* The caption scrolls with the table, so its visible twin sits above the scroll area. */}
      {showCaption && <Title aria-hidden="true">{caption}</Title>}
      {banner !== undefined && <div id={bannerId}>{banner}</div>}
      <Frame>
        <TableContainer
          ref={scrollRef}
          role="region"
          aria-label={caption}
          tabIndex={0}
          height={height}
        >
          <BusyTable
            {...tableProps}
            aria-describedby={banner !== undefined ? bannerId : undefined}
            aria-busy={loading || undefined}
          >
            <Caption css={visuallyHidden}>{caption}</Caption>
            <Head>
              <Row aria-rowindex={1}>
                {ordered.map((column) => (
                  <ColumnHeader
                    key={column.id}
                    header={column.header}
                    align={column.align ?? 'text'}
                    cellProps={{
                      ...sizing.getHeaderCellProps(column.id),
                      ...sorting.getHeaderCellProps(column.id),
                    }}
                    labelProps={sizing.getHeaderLabelProps(column.id)}
                    sortProps={sorting.getSortControlProps(column)}
                    handleProps={
                      column.align === 'actions' || column.resizable === false
                        ? undefined
                        : sizing.getResizeHandleProps(column.id)
                    }
                  />
                ))}
              </Row>
            </Head>
            {empty ? (
              <Body>
                <Row>
                  <Cell colSpan={ordered.length}>
                    {failure === undefined ? (
                      <BodyMessage ref={emptyMessageRef}>{message}</BodyMessage>
                    ) : (
                      <BodyMessage
                        ref={errorFocus}
                        data-error=""
                        role={announceResults ? 'alert' : undefined}
                      >
                        {failure}
                      </BodyMessage>
                    )}
                  </Cell>
                </Row>
              </Body>
            ) : rowControls ? (
              // The rows' menus share one scope: the triggers' class name and label, made once.
              <RowActionsScope>{body}</RowActionsScope>
            ) : (
              body
            )}
          </BusyTable>
        </TableContainer>
        {loading && (
          <Overlay>
            <Spinner />
          </Overlay>
        )}
      </Frame>
      <TableFooter
        pagination={pagination}
        loadMore={loadMore}
        loading={loading}
        noRows={rows.length === 0}
        announce={announceResults}
        error={failure}
        focusAfterLast={scrollRef}
        emptyMessage={empty && failure === undefined ? message : undefined}
        emptyMessageRef={emptyMessageRef}
      />
      <div aria-live="polite" css={visuallyHidden}>
        {announcement}
      </div>
      {/* A screen reader hears that a page is loading (the spinner is not a live region); the
          results status says when it has come. Tables paged together announce through one. */}
      <div aria-live="polite" css={visuallyHidden}>
        {loading && announceResults ? t('table.loading') : ''}
      </div>
    </Root>
  );
}
