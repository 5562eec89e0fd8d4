import { useMemo } from 'react';
import { PaginatedTable, useUrlPagination, type Column } from 'paginated-table';

interface Customer {
  id: string;
  name: string;
  country: string;
}

const customers: Customer[] = Array.from({ length: 45 }, (_, index) => ({
  id: String(index + 1),
  name: `Customer ${index + 1}`,
  country: ['Kenya', 'Peru', 'Japan'][index % 3] ?? '',
}));

const columns: Column<Customer>[] = [
  { id: 'name', header: 'Name', variant: 'pinned' },
  { id: 'country', header: 'Country' },
];

export function Customers() {
  // ?nextCursor=20 shows rows 1–30; Load more links to ?nextCursor=30.
  const { rowCount, pagination, loadMore } = useUrlPagination({
    pageSize: 10,
    totalCount: customers.length,
  });
  // A new rows array counts as new data (widths are re-measured): make one only when it grows.
  const rows = useMemo(() => customers.slice(0, rowCount), [rowCount]);
  return (
    <PaginatedTable
      caption="Customers"
      columns={columns}
      rows={rows}
      pagination={pagination}
      loadMore={loadMore}
    />
  );
}
