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

// Every column as above, with one whose text wraps: the table then uses the `table` layout.
const wrapping: Column<Customer>[] = columns.map((column) =>
  column.id === 'since' ? { ...column, textWrapCell: true } : column,
);

// The server passes an adapter that knows the request's query; the browser uses the default.
export function ServerPage({ adapter, wrap = false }: { adapter?: UrlAdapter; wrap?: boolean }) {
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
        columns={wrap ? wrapping : columns}
        rows={rows}
        pagination={pagination}
        loadMore={loadMore}
      />
    </main>
  );
}
