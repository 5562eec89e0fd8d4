import { useEffect, useState } from 'react';
import {
  PaginatedTable,
  useUrlPagination,
  type Column,
  type SortDescriptor,
} from 'paginated-table';

interface Order {
  id: string;
  customer: string;
  country: string;
  total: number;
}

const countries = ['Kenya', 'Peru', 'Japan', 'Norway', 'Chile'];
const allOrders: Order[] = Array.from({ length: 45 }, (_, index) => ({
  id: String(index + 1),
  customer: `Customer ${index + 1}`,
  country: countries[(index * 3) % countries.length] ?? '',
  total: ((index * 37) % 101) * 10,
}));

// Stands in for your API: the server sorts the whole set, then sends the first `count` rows.
// Numbers compare as numbers (87.25 before 87.5, -3 before 2); text as the reader's language
// orders it, and "Customer 9" comes before "Customer 10": the collator compares the numbers in
// the text.
const collator = new Intl.Collator('en', { numeric: true });
const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
async function fetchOrders(sort: SortDescriptor | undefined, count: number): Promise<Order[]> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sorted = sort
    ? allOrders.toSorted((a, b) => {
        const field = sort.columnId as keyof Order;
        const order = compare(a[field], b[field]);
        return sort.direction === 'ascending' ? order : -order;
      })
    : allOrders;
  return sorted.slice(0, count);
}

const columns: Column<Order>[] = [
  { id: 'customer', header: 'Customer', variant: 'pinned', sortable: true },
  { id: 'country', header: 'Country', sortable: true },
  { id: 'total', header: 'Total', align: 'number', variant: 'all-content', sortable: true },
];

export default function App() {
  // ?sort=-total&nextCursor=10: the 20 largest orders. A header links to its sort, page one.
  const { rowCount, pagination, loadMore, sort, getSortHref, onSortChange } = useUrlPagination({
    pageSize: 10,
    totalCount: allOrders.length,
    columns,
    defaultSort: { columnId: 'customer', direction: 'ascending' },
  });
  const [loaded, setLoaded] = useState<{
    sort: SortDescriptor | undefined;
    rowCount: number;
    rows: Order[];
  }>();
  useEffect(() => {
    let current = true;
    void fetchOrders(sort, rowCount).then((rows) => {
      if (current) setLoaded({ sort, rowCount, rows });
    });
    return () => {
      current = false;
    };
  }, [sort, rowCount]);
  return (
    <PaginatedTable
      caption="Purchases"
      columns={columns}
      rows={loaded?.rows ?? []}
      loading={loaded?.sort !== sort || loaded?.rowCount !== rowCount}
      pagination={pagination}
      loadMore={loadMore}
      sort={sort}
      getSortHref={getSortHref}
      onSortChange={onSortChange}
      height={300}
    />
  );
}
