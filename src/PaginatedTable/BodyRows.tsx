import { memo, type CSSProperties, type ReactNode } from 'react';
import { Body, Cell, Row } from '../primitives/Table.js';
import type { Column } from './columns.js';
import { CellContent } from './PaginatedTable.styles.js';
import type { PinnedColumn } from './pinning.js';
import { bodyRowIndex, rowGroups } from './sizing/rowGroups.js';
import type { SizingLayout, SizingRowGroupProps } from './sizing/useColumnSizing.js';

/** A column with its sticky layout, as the body renders it. */
export interface LaidOutColumn<Row> {
  column: Column<Row>;
  pin: PinnedColumn;
  /** `--pt-pinned-offset` for pinned cells, else nothing. */
  pinStyle: CSSProperties | undefined;
}

export interface BodyRowsProps<Row> {
  columns: readonly LaidOutColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** `grid`: one `<tbody>` per group of rows; `table`: one `<tbody>`. */
  layout: SizingLayout;
  getRowGroupProps: (rowCount: number) => SizingRowGroupProps;
}

function defaultCell(row: object, id: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[id];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

interface RowRangeProps<Row> {
  columns: readonly LaidOutColumn<Row>[];
  rows: readonly Row[];
  start: number;
  end: number;
  getRowId: (row: Row) => string;
}

function RowRange<Row extends object>({
  columns,
  rows,
  start,
  end,
  getRowId,
}: RowRangeProps<Row>): ReactNode {
  return rows.slice(start, end).map((row, offset) => (
    <Row key={getRowId(row)} aria-rowindex={bodyRowIndex(start + offset)}>
      {columns.map(({ column, pin, pinStyle }) => (
        <Cell
          key={column.id}
          align={column.align}
          pinned={pin.side}
          data-edge={pin.edge}
          style={pinStyle}
        >
          {column.align === 'actions' ? (
            column.renderActions(row)
          ) : (
            <CellContent data-wrap={column.textWrapCell || undefined}>
              {column.cell ? column.cell(row) : defaultCell(row, column.id)}
            </CellContent>
          )}
        </Cell>
      ))}
    </Row>
  ));
}

// "Load more" appends rows: a group whose own rows are the same objects does not render again.
const sameRange = <Row,>(before: RowRangeProps<Row>, after: RowRangeProps<Row>) => {
  if (
    before.columns !== after.columns ||
    before.getRowId !== after.getRowId ||
    before.start !== after.start ||
    before.end !== after.end
  ) {
    return false;
  }
  for (let index = before.start; index < before.end; index += 1) {
    if (before.rows[index] !== after.rows[index]) return false;
  }
  return true;
};

const MemoRowRange = memo(RowRange, sameRange) as typeof RowRange;

/**
 * The body: one `<tbody>`, or in the grid layout one per group of rows (see `rowGroups`).
 * Memoized: a resize re-renders the header and the table's variables, never rows.
 */
export const BodyRows = memo(function BodyRows<Row extends object>({
  columns,
  rows,
  getRowId,
  layout,
  getRowGroupProps,
}: BodyRowsProps<Row>) {
  const groups = layout === 'grid' ? rowGroups(rows.length) : [{ start: 0, end: rows.length }];
  return groups.map(({ start, end }) => (
    <Body key={start} {...getRowGroupProps(end - start)}>
      <MemoRowRange columns={columns} rows={rows} start={start} end={end} getRowId={getRowId} />
    </Body>
  ));
}) as <Row extends object>(props: BodyRowsProps<Row>) => ReactNode;
