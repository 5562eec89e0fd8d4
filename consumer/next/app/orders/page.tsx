// A server component that fetches the rows the URL asks for: `?nextCursor=10` renders 20 rows in
// the server's HTML, and with JavaScript off each Load more is a request for the next page.
import { readUrlPagination } from 'paginated-table';
import { OrdersTable } from './OrdersTable';
import { countOrders, fetchOrders, PAGE_SIZE } from './data';

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  const { rowCount } = readUrlPagination(query.toString(), {
    pageSize: PAGE_SIZE,
    totalCount: await countOrders(),
  });
  const { rows, totalCount } = await fetchOrders(rowCount);
  return (
    <main>
      <h1>Orders</h1>
      <OrdersTable rows={rows} totalCount={totalCount} />
    </main>
  );
}
