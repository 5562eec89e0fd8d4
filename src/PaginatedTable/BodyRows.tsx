import { ClassNames } from '@emotion/react';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { cellStyles, rowStyles } from '../primitives/Table.js';
import { resolveTheme } from '../theme/styled.js';
import type { Column } from './columns.js';
import { cellContentStyles } from './PaginatedTable.styles.js';
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

/** Class names of the body's parts: the `Row` and `Cell` primitives' styles, computed once. */
interface BodyClasses {
  row: string;
  /** A cell holding controls (the actions column): nothing clips their focus ring. */
  cell: string;
  /** A cell holding data: one line cut with an ellipsis, or wrapped under `data-wrap`. */
  dataCell: string;
}

interface RowRangeProps<Row> {
  columns: readonly LaidOutColumn<Row>[];
  rows: readonly Row[];
  start: number;
  end: number;
  getRowId: (row: Row) => string;
  classes: BodyClasses;
}

// Plain elements with shared class names, not the styled `Row` and `Cell`: a styled element
// serializes and hashes its styles on every render, which at 5,000 rows × 8 cells was most of
// the mount. The markup and styles are the primitives' own (`data-align`, `data-pinned`).
// A data cell cuts its own text (no inner element): half the elements to style, lay out and
// paint on every resize, and a cell's content is exactly what a Range over it measures.
function RowRange<Row extends object>({
  columns,
  rows,
  start,
  end,
  getRowId,
  classes,
}: RowRangeProps<Row>): ReactNode {
  return rows.slice(start, end).map((row, offset) => (
    <tr key={getRowId(row)} className={classes.row} aria-rowindex={bodyRowIndex(start + offset)}>
      {columns.map(({ column, pin, pinStyle }) => (
        <td
          key={column.id}
          className={column.align === 'actions' ? classes.cell : classes.dataCell}
          data-align={column.align ?? 'text'}
          data-pinned={pin.side}
          data-edge={pin.edge}
          data-wrap={(column.align !== 'actions' && column.textWrapCell) || undefined}
          style={pinStyle}
        >
          {column.align === 'actions'
            ? column.renderActions(row)
            : column.cell
              ? column.cell(row)
              : defaultCell(row, column.id)}
        </td>
      ))}
    </tr>
  ));
}

// "Load more" appends rows: a group whose own rows are the same objects does not render again.
const sameRange = <Row,>(before: RowRangeProps<Row>, after: RowRangeProps<Row>) => {
  if (
    before.columns !== after.columns ||
    before.getRowId !== after.getRowId ||
    before.start !== after.start ||
    before.end !== after.end ||
    before.classes.row !== after.classes.row ||
    before.classes.cell !== after.classes.cell ||
    before.classes.dataCell !== after.classes.dataCell
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
  return (
    <ClassNames>
      {(emotion) => {
        const resolved = resolveTheme(emotion.theme);
        const classes: BodyClasses = {
          row: emotion.css(rowStyles(resolved)),
          cell: emotion.css(cellStyles(resolved)),
          dataCell: emotion.css(cellStyles(resolved), cellContentStyles),
        };
        return groups.map(({ start, end }) => (
          <tbody key={start} {...getRowGroupProps(end - start)}>
            <MemoRowRange
              columns={columns}
              rows={rows}
              start={start}
              end={end}
              getRowId={getRowId}
              classes={classes}
            />
          </tbody>
        ));
      }}
    </ClassNames>
  );
}) as <Row extends object>(props: BodyRowsProps<Row>) => ReactNode;
