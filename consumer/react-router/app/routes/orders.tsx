// A route of React Router's framework mode (SSR): its loader reads the cursor from the request's
// URL and fetches the rows it asks for, so `?nextCursor=10` renders 20 rows in the server's HTML
// and, with JavaScript off, each Load more is a request for the next page.
import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import {
  lightTheme,
  PaginatedTable,
  readUrlPagination,
  useUrlPagination,
  type Column,
} from 'paginated-table';
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import { useReactRouterAdapter } from '../useReactRouterAdapter';

// The opt-in line: this app's own styled code reads the table's tokens from Emotion's theme.
import type {} from 'paginated-table/emotion';

interface Order {
  id: string;
  product: string;
  quantity: number;
}

const PAGE_SIZE = 10;

const orders: Order[] = Array.from({ length: 32 }, (_, index) => ({
  id: String(index + 1),
  product: `Order ${index + 1}`,
  quantity: (index * 7) % 13,
}));

const columns: Column<Order>[] = [
  { id: 'product', header: 'Product', variant: 'pinned' },
  { id: 'quantity', header: 'Quantity', align: 'number' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await Promise.resolve(); // stands in for a database
  const { rowCount } = readUrlPagination(new URL(request.url).search, {
    pageSize: PAGE_SIZE,
    totalCount: orders.length,
  });
  return { rows: orders.slice(0, rowCount), totalCount: orders.length };
}

export const meta = () => [{ title: 'Orders' }];

// Typed by the opt-in; at run time the tokens come from the ThemeProvider below.
const Note = styled.p(({ theme }) => ({ color: theme.colors.textSecondary }));

export default function Orders() {
  const { rows, totalCount } = useLoaderData<typeof loader>();
  const { pagination, loadMore } = useUrlPagination({
    pageSize: PAGE_SIZE,
    totalCount,
    adapter: useReactRouterAdapter(),
  });
  // From a Load more until the loader's rows come, the table shows it is loading; not while the
  // app goes to another page (a row's link), which would take focus off the link followed.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <ThemeProvider theme={lightTheme}>
      <main>
        <h1>Orders</h1>
        <Note>Paged by the loader</Note>
        <PaginatedTable
          caption="Orders"
          columns={columns}
          rows={rows}
          pagination={pagination}
          loadMore={loadMore}
          loading={loading}
        />
      </main>
    </ThemeProvider>
  );
}
