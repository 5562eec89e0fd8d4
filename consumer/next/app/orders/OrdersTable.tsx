'use client';

// Columns with functions (cell, renderActions) and the table's function props (getRowId,
// onColumnWidthsChange) cannot cross from a server component: they live in a client component
// of the app's own, which the server page renders with plain data.
import {
  PaginatedTable,
  RowActions,
  useUrlPagination,
  type Column,
  type ColumnWidths,
} from 'paginated-table';
import { useState } from 'react';
import { useNextAdapter } from '../useNextAdapter';
import { PAGE_SIZE, type Order } from './data';

const columns: Column<Order>[] = [
  { id: 'product', header: 'Product', variant: 'pinned' },
  { id: 'quantity', header: 'Quantity', align: 'number' },
  { id: 'email', header: 'Email', cell: (order) => <bdi>{order.email}</bdi> },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (order) => (
      <RowActions
        name={order.product}
        items={[{ label: `Open ${order.product}`, href: `/orders/${order.id}` }]}
      />
    ),
  },
];

export function OrdersTable({ rows, totalCount }: { rows: Order[]; totalCount: number }) {
  const { adapter, loading } = useNextAdapter();
  const { pagination, loadMore } = useUrlPagination({ pageSize: PAGE_SIZE, totalCount, adapter });
  const [widths, setWidths] = useState<ColumnWidths>({});
  return (
    <>
      <PaginatedTable
        caption="Orders"
        columns={columns}
        rows={rows}
        getRowId={(order) => `order-${order.id}`}
        pagination={pagination}
        loadMore={loadMore}
        loading={loading}
        onColumnWidthsChange={setWidths}
      />
      <p>Saved widths: {Object.keys(widths).length}</p>
    </>
  );
}
