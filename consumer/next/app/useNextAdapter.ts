'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import type { UrlAdapter } from 'paginated-table';

// The App Router re-renders the components that call useSearchParams on every navigation (a
// link, router.push, back, forward), and read() returns the query of that render: nothing to
// subscribe to. On the server, useSearchParams holds the request's query.
const noSubscription = () => () => {};

export function useNextAdapter(): UrlAdapter {
  const search = useSearchParams().toString();
  const router = useRouter();
  return useMemo(
    () => ({
      read: () => (search === '' ? '' : `?${search}`),
      // Load more leaves the page where it is: the App Router scrolls to the top otherwise.
      push: (href) => router.push(href, { scroll: false }),
      subscribe: noSubscription,
    }),
    [search, router],
  );
}

// useUrlPagination({ pageSize: 10, totalCount, adapter: useNextAdapter() })
