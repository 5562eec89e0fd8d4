import { ThemeProvider } from '@emotion/react';
import { useMemo, useState } from 'react';
import {
  LocaleProvider,
  PaginatedTable,
  RowActions,
  lightTheme,
  type Column,
} from '../../../src/index.js';
import { COLUMNS, FRAME, SORT } from '../columns.js';
import type { Customer } from '../data.js';
import type { ImplProps } from '../main.js';
import { NameCell } from './shared.js';

/** `PaginatedTable` from the public API, configured as a consumer would. */
export function OursTable({ rows, total, sorted, onSort }: ImplProps) {
  // The first row at mount carries the mark the runner waits for. Kept from the mount, so that a
  // sort (a new first row) does not rebuild the columns, as an app's own columns would not be.
  const [firstId] = useState(rows[0]?.id);
  const sortable = sorted !== undefined;
  const columns = useMemo(
    () =>
      COLUMNS.map((column): Column<Customer> =>
        column.id === 'actions'
          ? {
              id: column.id,
              header: column.header,
              align: 'actions',
              renderActions: (row) => (
                <RowActions
                  name={row.displayName}
                  items={[{ label: `Open ${row.displayName}`, href: `#${row.id}` }]}
                />
              ),
            }
          : column.id === 'displayName'
            ? {
                id: column.id,
                header: column.header,
                variant: 'pinned',
                sortable,
                cell: (row) => <NameCell row={row} first={row.id === firstId} />,
              }
            : { id: column.id, header: column.header },
      ),
    [firstId, sortable],
  );
  return (
    <ThemeProvider theme={lightTheme}>
      <LocaleProvider locale="en">
        <PaginatedTable
          caption="Customers"
          columns={columns}
          rows={rows}
          height={FRAME.height}
          pagination={{ nextCursor: 0, totalCount: total, pageSize: rows.length }}
          sort={sorted ? SORT : undefined}
          onSortChange={sortable ? onSort : undefined}
        />
      </LocaleProvider>
    </ThemeProvider>
  );
}
