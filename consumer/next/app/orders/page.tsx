// A server component that fetches the rows the URL asks for: `?nextCursor=10` renders 20 rows in
// the server's HTML, and with JavaScript off each Load more is a request for the next page.
import { readUrlPagination } from 'paginated-table';
import { OrdersTable } from './OrdersTable';
import { countOrders, fetchOrders, PAGE_SIZE } from './data';

// Cache Components (on in a new app) asks for request data such as `searchParams` to be read under
// <Suspense>, so that a static shell goes out first and the rest streams in. A streamed table is
// sent hidden, and only a script shows it: with JavaScript off, the page would show the fallback
// alone. This page waits for its rows instead, so they are in the server's HTML. (Without Cache
// Components, leave this line out: Next.js refuses it.)
export const instant = false;

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { rowCount } = readUrlPagination(await searchParams, {
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
