import { styled } from '../theme/styled.js';
import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import { Spinner } from '../primitives/Spinner.js';
import { visuallyHidden } from '../primitives/styles.js';
import { Body, Caption, Cell, Head, HeaderCell, Row, Table } from '../primitives/Table.js';
import { Link } from '../primitives/Link.js';
import {
  orderColumns,
  pinSide,
  toSizingColumn,
  visibleColumns,
  type Column,
  type Pagination,
} from './columns.js';
import { pinnedOffsets } from './pinning.js';
import { sizeVar, useColumnSizing } from './useColumnSizing.js';
import { useValidatedProps } from './useValidatedProps.js';
import { useScrollEdges, useScrollToTopOnShrink } from './useScrollArea.js';

export interface PaginatedTableProps<Row extends object> {
  /** Column configuration, in display order. Pinned columns move to the start, actions to the end. */
  columns: readonly Column<Row>[];
  /** The rows shown now. A new array counts as new data: column sizes reset and are re-measured. */
  rows: readonly Row[];
  /** Names the table (its `<caption>`). */
  caption: string;
  /** What is shown of the whole: drives the results text and whether "Load more" appears. */
  pagination: Pagination;
  /**
   * Where "Load more" goes. Rendered as a real link while rows remain; `onClick` may handle
   * it client-side (leave modified and middle clicks to the browser).
   * @default undefined (no link)
   */
  loadMore?: { href: string; onClick?: MouseEventHandler<HTMLAnchorElement> };
  /**
   * Shows a spinner over the table; the content is dimmed, `aria-busy` and not interactive.
   * @default false
   */
  loading?: boolean;
  /**
   * A message above the table, such as a `Banner`; it becomes the table's description.
   * @default undefined
   */
  banner?: ReactNode;
  /**
   * Height of the scrolling table area, in pixels. The header sticks to its top.
   * @default 600
   */
  height?: number;
  /**
   * Stable key of a row.
   * @default row => row.id
   */
  getRowId?: (row: Row) => string;
  /**
   * Shown when there are no rows and nothing is loading.
   * @default the locale's 'Fallback message'
   */
  emptyMessage?: ReactNode;
}

// The chrome (title, banner, results, Load more) sits on the table's own surface, so it is
// legible on any page: a dark table on a white page, or a light one on black.
const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  fontFamily: theme.font.family,
  color: theme.colors.text,
  backgroundColor: theme.colors.canvas,
  colorScheme: theme.name,
}));

const Frame = styled.div({ position: 'relative' });

const Title = styled.div(({ theme }) => ({
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.strong,
}));

const ScrollArea = styled.div(({ theme }) => ({
  boxSizing: 'border-box',
  overflow: 'auto',
  blockSize: 'var(--pt-height)',
  border: theme.borders.hairline,
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.canvas,
  overscrollBehaviorInline: 'contain',
  '--pt-edge-x': '6px',
  '&:dir(rtl)': { '--pt-edge-x': '-6px' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  '&[data-scrolled-start] [data-edge="start"]': {
    boxShadow: `var(--pt-edge-x) 0 6px -4px ${theme.shadows.edge}`,
  },
  '&[data-scrolled-end] [data-edge="end"]': {
    boxShadow: `calc(-1 * var(--pt-edge-x)) 0 6px -4px ${theme.shadows.edge}`,
  },
}));

const SizedTable = styled(Table)`
  &[data-phase='fixed'] {
    table-layout: fixed;
    min-inline-size: 0;
  }
  /* Measuring: every column at its widest content on one line, read in one pass. */
  &[data-measuring] {
    table-layout: auto !important;
    inline-size: max-content !important;
    min-inline-size: 0 !important;
  }
  &[data-measuring] th {
    inline-size: auto !important;
  }
  &[data-measuring] [data-cell-content] {
    white-space: nowrap !important;
  }
  & [data-cell-content] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-cell-content][data-wrap] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &[aria-busy='true'] {
    opacity: 0.4;
  }
`;

const Handle = styled.div(({ theme }) => ({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '9px',
  cursor: 'col-resize',
  touchAction: 'none',
  userSelect: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: theme.space[2],
    insetInlineEnd: '3px',
    inlineSize: '3px',
    borderRadius: theme.radii.pill,
    backgroundColor: theme.colors.border,
  },
  '&:hover::after, &:focus-visible::after, &[data-resizing]::after': {
    insetBlock: 0,
    backgroundColor: theme.colors.accent,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '-2px' },
}));

const Overlay = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  zIndex: theme.zIndex.loading,
  display: 'grid',
  placeItems: 'center',
}));

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  fontSize: theme.font.size.md,
  '& > p': { margin: 0, color: theme.colors.textSecondary, fontVariantNumeric: 'tabular-nums' },
}));

const defaultRowId = (row: object): string => {
  const id: unknown = (row as Record<string, unknown>).id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  throw new Error('A row has no `id` field: pass `getRowId` to PaginatedTable.');
};

function defaultCell(row: object, id: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[id];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

interface LaidOutColumn<Row> {
  column: Column<Row>;
  pinned: 'start' | 'end' | undefined;
  /** Sticky inset, for header and body cells of pinned columns. */
  pinStyle: CSSProperties | undefined;
  /** Width, for the header cell only: under `table-layout: fixed` the first row sets it. */
  headerStyle: CSSProperties;
  edge: 'start' | 'end' | undefined;
}

interface BodyRowsProps<Row> {
  columns: readonly LaidOutColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
}

// Memoized: a resize re-renders the header and the table's CSS variables, never the rows.
const BodyRows = memo(function BodyRows<Row extends object>({
  columns,
  rows,
  getRowId,
}: BodyRowsProps<Row>) {
  return rows.map((row) => (
    <Row key={getRowId(row)}>
      {columns.map(({ column, pinned, pinStyle, edge }) => (
        <Cell
          key={column.id}
          align={column.align}
          pinned={pinned}
          data-edge={edge}
          style={pinStyle}
        >
          {column.align === 'actions' ? (
            column.renderActions?.(row)
          ) : (
            <div data-cell-content="" data-wrap={column.textWrapCell || undefined}>
              {column.cell ? column.cell(row) : defaultCell(row, column.id)}
            </div>
          )}
        </Cell>
      ))}
    </Row>
  ));
}) as <Row extends object>(props: BodyRowsProps<Row>) => ReactNode;

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
  loading = false,
  banner,
  height = 600,
  getRowId = defaultRowId,
  emptyMessage,
}: PaginatedTableProps<Row>) {
  const { t, formatNumber } = useLocale();
  // Misuse that TypeScript cannot catch warns once and renders clamped values (validateProps.ts).
  ({ pagination, height } = useValidatedProps({ rows, getRowId, pagination, height }));
  const captionId = useId();
  const bannerId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const ordered = useMemo(() => orderColumns(visibleColumns(columns)), [columns]);
  const sizingColumns = useMemo(() => ordered.map(toSizingColumn), [ordered]);
  const sizing = useColumnSizing({
    columns: sizingColumns,
    tableRef,
    dataVersion: rows,
    announce: setAnnouncement,
  });

  const laidOut = useMemo<LaidOutColumn<Row>[]>(() => {
    const sides = ordered.map(pinSide);
    const { offsets, lastStart, firstEnd } = pinnedOffsets(sides, sizeVar);
    return ordered.map((column, index) => {
      const offset = offsets.get(index);
      const pinStyle =
        offset === undefined ? undefined : { ['--pt-pinned-offset' as string]: offset };
      return {
        column,
        pinned: sides[index],
        edge: index === lastStart ? 'start' : index === firstEnd ? 'end' : undefined,
        pinStyle,
        headerStyle: { inlineSize: `var(${sizeVar(index)})`, ...pinStyle },
      };
    });
  }, [ordered]);

  const tableWidth = `calc(${ordered.map((_, index) => `var(${sizeVar(index)})`).join(' + ')})`;

  useScrollToTopOnShrink(scrollRef, rows.length);
  useScrollEdges(scrollRef);

  // Set as a property, not a JSX attribute: React 18 drops an unknown boolean `inert`.
  useLayoutEffect(() => {
    if (tableRef.current) tableRef.current.inert = loading;
  }, [loading]);

  const empty = rows.length === 0 && !loading;
  const hasMore = pagination.pageSize < pagination.totalCount;

  // Following the last Load more removes the link; keep focus in the table instead of <body>.
  const hadMore = useRef(hasMore);
  useLayoutEffect(() => {
    if (hadMore.current && !hasMore && document.activeElement === document.body) {
      scrollRef.current?.focus();
    }
    hadMore.current = hasMore;
  }, [hasMore]);

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
          <SizedTable
            ref={tableRef}
            data-phase={sizing.phase}
            aria-describedby={banner !== undefined ? bannerId : undefined}
            aria-busy={loading || undefined}
            style={{
              ...sizing.tableStyle,
              inlineSize: sizing.phase === 'fixed' ? tableWidth : undefined,
            }}
          >
            <Caption id={captionId} css={visuallyHidden}>
              {caption}
            </Caption>
            <Head>
              <Row>
                {laidOut.map(({ column, pinned, headerStyle, edge }, index) => (
                  <HeaderCell
                    key={column.id}
                    align={column.align}
                    pinned={pinned}
                    data-edge={edge}
                    style={headerStyle}
                    // Named by its label alone: the resize handle inside has a name of its own.
                    aria-labelledby={`${captionId}-${index}`}
                  >
                    <span id={`${captionId}-${index}`} data-header-label="">
                      {column.header}
                    </span>
                    {column.align !== 'actions' && (
                      <Handle {...sizing.handleProps(index, column.header)} />
                    )}
                  </HeaderCell>
                ))}
              </Row>
            </Head>
            <Body>
              {empty ? (
                <Row>
                  <Cell colSpan={laidOut.length}>{emptyMessage ?? t('table.fallback')}</Cell>
                </Row>
              ) : (
                <BodyRows columns={laidOut} rows={rows} getRowId={getRowId} />
              )}
            </Body>
          </SizedTable>
        </ScrollArea>
        {loading && (
          <Overlay>
            <Spinner />
          </Overlay>
        )}
      </Frame>
      <Footer>
        <p role="status">
          {t('table.results', {
            shown: formatNumber(pagination.pageSize),
            total: formatNumber(pagination.totalCount),
          })}
        </p>
        {hasMore && loadMore && !loading && (
          <Link href={loadMore.href} onClick={loadMore.onClick}>
            {t('table.loadMore')}
          </Link>
        )}
      </Footer>
      <div aria-live="polite" css={visuallyHidden}>
        {announcement}
      </div>
    </Root>
  );
}
