import { useId, useMemo, useRef, useState, type MouseEventHandler, type ReactNode } from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import { Spinner } from '../primitives/Spinner.js';
import { visuallyHidden } from '../primitives/styles.js';
import { Body, Caption, Cell, Head, HeaderCell, ResizeHandle, Row } from '../primitives/Table.js';
import { BodyRows, type LaidOutColumn } from './BodyRows.js';
import {
  orderColumns,
  pinSide,
  toSizableColumn,
  visibleColumns,
  defaultRowId,
  type Column,
  type Pagination,
  type RowIdentity,
} from './columns.js';
import { BusyTable, Frame, Overlay, Root, ScrollArea, Title } from './PaginatedTable.styles.js';
import { pinnedLayout } from './pinning.js';
import type { ColumnWidths } from './sizing/columnSizing.js';
import { sizeVar } from './sizing/cssVars.js';
import { tableRowCount } from './sizing/rowGroups.js';
import { useColumnSizing, type ColumnWidthsChangeDetails } from './sizing/useColumnSizing.js';
import { TableFooter } from './TableFooter.js';
import { useStickyParts, useScrollEdges, useScrollToTopOnShrink } from './useScrollArea.js';
import { useInert } from './useInert.js';
import { useUnknownFieldWarnings } from './useUnknownFieldWarnings.js';
import { useValidatedProps } from './useValidatedProps.js';

/** Props of `PaginatedTable`; `Row` is the type of one row of data. */
export interface PaginatedTableProps<Row extends object> {
  /**
   * Column configuration, in display order. Pinned columns move to the start, actions to the end.
   * @default none (required)
   */
  columns: readonly Column<Row>[];
  /**
   * The rows shown now. A new array counts as new data: measured column widths are measured
   * again; widths the user chose stay.
   * @default none (required)
   */
  rows: readonly Row[];
  /**
   * Names the table (its `<caption>`).
   * @default none (required)
   */
  caption: string;
  /**
   * What is shown of the whole: drives the results text and whether "Load more" appears.
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
   * Shows a spinner over the table; the content is dimmed, `aria-busy` and not interactive.
   * @default false
   */
  loading?: boolean | undefined;
  /**
   * A message above the table, such as a `Banner`; it becomes the table's description.
   * @default undefined
   */
  banner?: ReactNode | undefined;
  /**
   * Height of the scrolling table area, in pixels. The header sticks to its top.
   * @default 600
   */
  height?: number | undefined;
  /**
   * Stable key of a row.
   * @default row => row.id
   */
  getRowId?: ((row: Row) => string) | undefined;
  /**
   * Shown when there are no rows and nothing is loading.
   * @default the locale's 'Fallback message'
   */
  emptyMessage?: ReactNode | undefined;
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
   * Called once per committed resize (release, key press, double-click), never per pointer
   * move, with every width the user chose and what changed.
   * @default undefined
   */
  onColumnWidthsChange?:
    ((widths: ColumnWidths, details: ColumnWidthsChangeDetails) => void) | undefined;
}

/**
 * A data table with offset pagination ("Load more"), sticky header, pinned and actions
 * columns, resizable columns, and loading and empty states.
 */
export function PaginatedTable<Row extends object>({
  columns,
  rows,
  caption,
  pagination,
  loadMore,
  announceResults = true,
  loading = false,
  banner,
  height = 600,
  getRowId = defaultRowId,
  emptyMessage,
  columnWidths,
  defaultColumnWidths,
  onColumnWidthsChange,
}: PaginatedTableProps<Row> & RowIdentity<Row>) {
  const { t } = useLocale();
  // Misuse that TypeScript cannot catch warns once and renders clamped values (validateProps.ts).
  ({ pagination, height } = useValidatedProps({ rows, getRowId, pagination, height }));
  const captionId = useId();
  const bannerId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const ordered = useMemo(() => orderColumns(visibleColumns(columns)), [columns]);
  useUnknownFieldWarnings(ordered, rows);
  const sizableColumns = useMemo(() => ordered.map(toSizableColumn), [ordered]);
  // Rows of one exact height let off-screen groups cost nothing; a wrapping column needs rows
  // that grow, so such a table keeps the table layout (and its cost that grows with rows).
  const layout = ordered.some((column) => column.textWrapCell) ? 'table' : 'grid';
  const sizing = useColumnSizing({
    layout,
    columns: sizableColumns,
    dataVersion: rows,
    columnWidths,
    defaultColumnWidths,
    onColumnWidthsChange,
    announce: setAnnouncement,
  });
  const tableProps = sizing.getTableProps();

  const laidOut = useMemo<LaidOutColumn<Row>[]>(() => {
    const pins = pinnedLayout(
      ordered.map((column) => ({ id: column.id, side: pinSide(column) })),
      sizeVar,
    );
    return ordered.map((column) => {
      const pin = pins.get(column.id) ?? { side: undefined, offset: undefined, edge: undefined };
      const pinStyle =
        pin.offset === undefined ? undefined : { ['--pt-pinned-offset' as string]: pin.offset };
      return { column, pin, pinStyle };
    });
  }, [ordered]);

  useScrollToTopOnShrink(scrollRef, rows.length);
  useScrollEdges(scrollRef);
  useStickyParts(scrollRef);
  useInert(tableProps.ref, loading, scrollRef);

  const empty = rows.length === 0 && !loading;

  return (
    <Root>
      {/* The caption scrolls with the table, so its visible twin sits above the scroll area. */}
      <Title aria-hidden="true">{caption}</Title>
      {banner !== undefined && <div id={bannerId}>{banner}</div>}
      <Frame>
        <ScrollArea
          ref={scrollRef}
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          style={{ ['--pt-height' as string]: `${height}px` }}
        >
          <BusyTable
            {...tableProps}
            aria-labelledby={captionId}
            aria-rowcount={empty ? undefined : tableRowCount(rows.length)}
            aria-describedby={banner !== undefined ? bannerId : undefined}
            aria-busy={loading || undefined}
            data-row-controls={ordered.some((column) => column.align === 'actions') || undefined}
          >
            <Caption id={captionId} css={visuallyHidden}>
              {caption}
            </Caption>
            <Head>
              <Row aria-rowindex={1}>
                {laidOut.map(({ column, pin, pinStyle }) => {
                  const headerProps = sizing.getHeaderCellProps(column.id);
                  return (
                    <HeaderCell
                      key={column.id}
                      align={column.align}
                      pinned={pin.side}
                      data-edge={pin.edge}
                      {...headerProps}
                      style={{ ...headerProps.style, ...pinStyle }}
                    >
                      <span {...sizing.getHeaderLabelProps(column.id)}>{column.header}</span>
                      {column.align !== 'actions' && (
                        <ResizeHandle {...sizing.getResizeHandleProps(column.id)} />
                      )}
                    </HeaderCell>
                  );
                })}
              </Row>
            </Head>
            {empty ? (
              <Body>
                <Row>
                  <Cell colSpan={laidOut.length}>{emptyMessage ?? t('table.fallback')}</Cell>
                </Row>
              </Body>
            ) : (
              <BodyRows
                columns={laidOut}
                rows={rows}
                getRowId={getRowId}
                layout={layout}
                getRowGroupProps={sizing.getRowGroupProps}
              />
            )}
          </BusyTable>
        </ScrollArea>
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
        announce={announceResults}
        focusAfterLast={scrollRef}
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
