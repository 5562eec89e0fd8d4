import { PaginatedTable, useUrlPagination, type Column } from 'paginated-table';
import { useMemo } from 'react';
import {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigationType,
} from 'react-router';
// The docs' React Router adapter sample (docs/pagination.md shows this file whole).
import { useReactRouterAdapter } from './readme/useReactRouterAdapter';

interface Order {
  id: string;
  product: string;
  quantity: number;
}

const columns: Column<Order>[] = [
  { id: 'product', header: 'Product', variant: 'pinned' },
  { id: 'quantity', header: 'Quantity', align: 'number' },
];

const allOrders: Order[] = Array.from({ length: 32 }, (_, index) => ({
  id: String(index + 1),
  product: `Order ${index + 1}`,
  quantity: (index * 7) % 13,
}));

// A loader, as data routers use them: React Router runs it again on every navigation,
// a change of query included, before it renders the new location.
async function loadOrders(): Promise<Order[]> {
  await Promise.resolve();
  return allOrders.slice();
}

// Rendered by the router, not by the table: it shows what React Router believes the location
// is, so a push that went around the router (history.pushState) leaves it stale.
function RouterLocation() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  return (
    <p>
      Router location: {type} {pathname}
      {search}
    </p>
  );
}

function Layout() {
  return (
    <main>
      <nav aria-label="Pages">
        <Link to="/">Home</Link> <Link to="/orders">Orders</Link>
      </nav>
      <RouterLocation />
      {/* A tall header puts Load more below the fold: following it must not scroll to the top. */}
      <div style={{ blockSize: '120vh' }}>Orders of the week</div>
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  const { rowCount, pagination, loadMore } = useUrlPagination({
    pageSize: 10,
    totalCount: orders.length,
    adapter: useReactRouterAdapter(),
  });
  const rows = useMemo(() => orders.slice(0, rowCount), [orders, rowCount]);
  return (
    <PaginatedTable
      caption="Orders"
      columns={columns}
      rows={rows}
      pagination={pagination}
      loadMore={loadMore}
    />
  );
}

function Orders() {
  return <OrdersTable orders={useLoaderData<typeof loadOrders>()} />;
}

// Served under /router: the table's hrefs are relative, so it never needs to know. A function,
// as createBrowserRouter starts listening at once and the other pages of this build need no router.
export const createOrdersRouter = () =>
  createBrowserRouter(
    [
      {
        path: '/',
        element: <Layout />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'orders', loader: loadOrders, element: <Orders /> },
        ],
      },
    ],
    { basename: '/router' },
  );

// The same adapter in declarative mode (no loaders, no scroll restoration), under /declarative.
export function DeclarativeOrders() {
  return (
    <BrowserRouter basename="/declarative">
      <main>
        <RouterLocation />
        <Routes>
          <Route path="orders" element={<OrdersTable orders={allOrders} />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
