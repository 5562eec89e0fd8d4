import { useMemo } from 'react';
import {
  PaginatedTable,
  RowActions,
  useUrlPagination,
  type Column,
  type UrlAdapter,
} from 'paginated-table';

interface Customer {
  id: string;
  name: string;
  country: string;
  orders: number;
  email: string;
  since: string;
}

const customers: Customer[] = Array.from({ length: 45 }, (_, index) => ({
  id: String(index + 1),
  name: `Customer ${index + 1}`,
  country: ['Kenya', 'Peru', 'Japan'][index % 3] ?? '',
  orders: (index * 37) % 1200,
  email: `customer.${index + 1}@long-company-name.example.com`,
  since: `2024-0${(index % 9) + 1}-1${index % 10}`,
}));

// Every kind of column, so that the server's HTML is checked to lay out at the widths the
// browser then measures.
const columns: Column<Customer>[] = [
  { id: 'name', header: 'Name', variant: 'pinned' },
  { id: 'country', header: 'Country' },
  { id: 'orders', header: 'Orders', align: 'number' },
  { id: 'email', header: 'Email', variant: 'min' },
  { id: 'since', header: 'Customer since' },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (customer) => (
      <RowActions
        name={customer.name}
        items={[{ label: `Open ${customer.name}`, href: `/customers/${customer.id}` }]}
      />
    ),
  },
];

/**
 * The page's variants, one path each (see server.mjs):
 * - `wrap`: a column whose text wraps, so the table uses the `table` layout;
 * - `narrow`: no `default` column, so the table leaves the room it does not need.
 */
export type Variant = 'all' | 'wrap' | 'narrow';

const variants: Record<Variant, Column<Customer>[]> = {
  all: columns,
  wrap: columns.map((column) =>
    column.id === 'since' ? { ...column, textWrapCell: true } : column,
  ),
  narrow: columns.map((column) =>
    column.variant === undefined && column.align !== 'actions'
      ? { ...column, variant: 'min' }
      : column,
  ),
};

/** The variant a path shows. */
export const variantOf = (path: string): Variant =>
  path === '/ssr-wrap' ? 'wrap' : path === '/ssr-narrow' ? 'narrow' : 'all';

// The server passes an adapter that knows the request's query; the browser uses the default.
export function ServerPage({
  adapter,
  variant = 'all',
}: {
  adapter?: UrlAdapter;
  variant?: Variant;
}) {
  const { rowCount, pagination, loadMore } = useUrlPagination({
    pageSize: 10,
    totalCount: customers.length,
    adapter,
  });
  const rows = useMemo(() => customers.slice(0, rowCount), [rowCount]);
  return (
    <main>
      <h1>Customers</h1>
      <PaginatedTable
        caption="Customers"
        columns={variants[variant]}
        rows={rows}
        pagination={pagination}
        loadMore={loadMore}
      />
    </main>
  );
}
