import { memo, type CSSProperties, type ReactNode } from 'react';
import { Cell, Row } from '../primitives/Table.js';
import type { Column } from './columns.js';
import { CellContent } from './PaginatedTable.styles.js';
import type { PinnedColumn } from './pinning.js';

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
}

function defaultCell(row: object, id: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[id];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The body rows. Memoized: a resize re-renders the header and the table's variables, never rows. */
export const BodyRows = memo(function BodyRows<Row extends object>({
  columns,
  rows,
  getRowId,
}: BodyRowsProps<Row>) {
  return rows.map((row) => (
    <Row key={getRowId(row)}>
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
}) as <Row extends object>(props: BodyRowsProps<Row>) => ReactNode;
