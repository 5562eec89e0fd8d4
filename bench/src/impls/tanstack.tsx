import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Table,
} from '@tanstack/react-table';
import { memo, useMemo } from 'react';
import { COLUMNS } from '../columns.js';
import type { Customer } from '../data.js';
import type { ImplProps } from '../main.js';
import { ActionButton, NameCell } from './shared.js';

const pinnedOf = Object.fromEntries(COLUMNS.map((column) => [column.id, column.pinned]));

function useColumns(firstId: string | undefined): ColumnDef<Customer>[] {
  return useMemo(
    () =>
      COLUMNS.map((column): ColumnDef<Customer> => ({
        id: column.id,
        header: column.header,
        size: column.width,
        minSize: 40,
        enableResizing: column.id !== 'actions',
        ...(column.id === 'actions'
          ? { cell: ({ row }) => <ActionButton row={row.original} /> }
          : column.id === 'displayName'
            ? {
                cell: ({ row }) => (
                  <NameCell row={row.original} first={row.original.id === firstId} />
                ),
              }
            : { accessorKey: column.id }),
      })),
    [firstId],
  );
}

function TableBody({ table }: { table: Table<Customer> }) {
  return (
    <div className="tbody">
      {table.getRowModel().rows.map((row) => (
        <div key={row.id} className="tr">
          {row.getVisibleCells().map((cell) => (
            <div
              key={cell.id}
              className="td"
              data-pinned={pinnedOf[cell.column.id]}
              style={{ inlineSize: `calc(var(--col-${cell.column.id}-size) * 1px)` }}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

// As in TanStack's example: while a column resizes, the body re-renders only for new data.
const MemoizedTableBody = memo(
  TableBody,
  (previous, next) => previous.table.options.data === next.table.options.data,
) as typeof TableBody;

/** `@tanstack/react-table` set up as its column-resizing-performant example (v8). */
export function TanStackTable({ rows }: ImplProps) {
  const columns = useColumns(rows[0]?.id);
  // The peer is measured as it ships; no React Compiler runs in the benchmark build.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as Customer[],
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    columnResizeMode: 'onChange',
  });

  const state = table.getState();
  // Every size computed once per change, passed down as variables on the table element.
  const columnSizeVars = useMemo(() => {
    const sizes: Record<string, number> = {};
    for (const header of table.getFlatHeaders()) {
      sizes[`--header-${header.id}-size`] = header.getSize();
      sizes[`--col-${header.column.id}-size`] = header.column.getSize();
    }
    return sizes;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the example's own dependencies
  }, [state.columnSizingInfo, state.columnSizing]);

  return (
    <div className="frame">
      <div className="grid" style={{ ...columnSizeVars, inlineSize: table.getTotalSize() }}>
        <div className="thead">
          {table.getHeaderGroups().map((group) => (
            <div key={group.id} className="tr">
              {group.headers.map((header) => (
                <div
                  key={header.id}
                  className="th"
                  data-pinned={pinnedOf[header.column.id]}
                  style={{ inlineSize: `calc(var(--header-${header.id}-size) * 1px)` }}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                  {header.column.getCanResize() && (
                    <div
                      className="resizer"
                      data-bench-resize={header.column.id}
                      onDoubleClick={() => {
                        header.column.resetSize();
                      }}
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                    />
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
        {state.columnSizingInfo.isResizingColumn ? (
          <MemoizedTableBody table={table} />
        ) : (
          <TableBody table={table} />
        )}
      </div>
    </div>
  );
}
