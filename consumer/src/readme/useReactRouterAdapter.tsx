import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UrlAdapter } from 'paginated-table';

// Every navigation (a link, navigate(), back, forward) re-renders the components that call
// useLocation, and read() returns the location of that render: nothing to subscribe to.
const noSubscription = () => () => {};

export function useReactRouterAdapter(): UrlAdapter {
  const { search } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      read: () => search,
      // Load more leaves the page where it is: <ScrollRestoration> would scroll to the top.
      push: (href) => void navigate(href, { preventScrollReset: true }),
      subscribe: noSubscription,
    }),
    [search, navigate],
  );
}

// useUrlPagination({ pageSize: 10, totalCount, adapter: useReactRouterAdapter() })
