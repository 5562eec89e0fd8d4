'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useTransition } from 'react';
import type { UrlAdapter } from 'paginated-table';

// The App Router re-renders the components that call useSearchParams on every navigation (a
// link, router.push, back, forward), and read() returns the query of that render: nothing to
// subscribe to. On the server, useSearchParams holds the request's query.
const noSubscription = () => () => {};

/**
 * `adapter` for useUrlPagination, and `loading` for the table: true from a Load more or a sort
 * until the server's rows for the new URL are shown (the push runs in a transition).
 */
export function useNextAdapter(): { adapter: UrlAdapter; loading: boolean } {
  const search = useSearchParams().toString();
  const router = useRouter();
  const [loading, startTransition] = useTransition();
  const adapter = useMemo<UrlAdapter>(
    () => ({
      read: () => (search === '' ? '' : `?${search}`),
      // Load more leaves the page where it is: the App Router scrolls to the top otherwise.
      push: (href) => {
        startTransition(() => {
          router.push(href, { scroll: false });
        });
      },
      subscribe: noSubscription,
    }),
    [search, router],
  );
  return { adapter, loading };
}

// const { adapter, loading } = useNextAdapter();
// useUrlPagination({ pageSize: 10, totalCount, adapter }), and <PaginatedTable loading={loading} …>
