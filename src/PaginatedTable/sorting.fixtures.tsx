// Sortable tables over the seeded people: the playground's sorting stories show them, and the
// CT suites mount them (CT mounts components imported from another file). Written against the
// public API, as an app would.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  lightTheme,
  PaginatedTable,
  TableThemeProvider,
  Text,
  useUrlPagination,
  type Column,
  type SortDescriptor,
  type UrlAdapter,
} from '../index.js';
import { compact } from '../theme/fixtures.js';
import { fetchPeople, PEOPLE_TOTAL, sortPeople } from './fixtures/peopleServer.js';
import { people, type Person } from './fixtures/people.js';

const sortableColumns: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned', sortable: true },
  { id: 'email', header: 'Email', variant: 'min', sortable: true },
  {
    id: 'accountId',
    header: 'Account ID',
    cell: (person) => <Text variant="mono">{person.accountId}</Text>,
  },
  { id: 'country', header: 'Country', sortable: true },
  { id: 'postalCode', header: 'Postal code', sortable: true },
];

/** The first `count` people in `sort`'s order from the fake server, and whether a page is on its way. */
function usePeopleQuery(sort: SortDescriptor | undefined, count: number, latency: number) {
  const key = `${sort?.direction ?? ''} ${sort?.columnId ?? ''} ${count}`;
  const [answer, setAnswer] = useState<{ key: string; rows: readonly Person[] }>();
  useEffect(() => {
    let current = true;
    void fetchPeople(sort, count, latency).then((rows) => {
      if (current) setAnswer({ key, rows });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what is asked (key)
  }, [key, latency]);
  return { rows: answer?.rows ?? [], loading: answer?.key !== key };
}

export interface SortingPageProps {
  /**
   * How long the fake server takes to answer, in ms.
   * @default 300
   */
  latency?: number;
  /** @default the History API */
  adapter?: UrlAdapter | undefined;
  /** @default 'People' */
  caption?: string;
  /** @default 300 */
  height?: number;
}

const byName: SortDescriptor = { columnId: 'name', direction: 'ascending' };

/**
 * Sort and Load more in the URL, over a server that sorts the whole set and pages it:
 * `?sort=-email&nextCursor=10` shows the first 20 people by email, Z to A.
 */
export function SortingPage({
  latency = 300,
  adapter,
  caption = 'People',
  height = 300,
}: SortingPageProps) {
  const { rowCount, pagination, loadMore, sort, getSortHref, onSortChange } = useUrlPagination({
    pageSize: 10,
    totalCount: PEOPLE_TOTAL,
    columns: sortableColumns,
    defaultSort: byName,
    adapter,
  });
  const { rows, loading } = usePeopleQuery(sort, rowCount, latency);
  return (
    <PaginatedTable
      caption={caption}
      columns={sortableColumns}
      rows={rows}
      loading={loading}
      height={height}
      pagination={pagination}
      loadMore={loadMore}
      sort={sort}
      getSortHref={getSortHref}
      onSortChange={onSortChange}
    />
  );
}

declare global {
  interface Window {
    /** Body cell renders seen by `SortCountingTable`. */
    sortedCellRenders?: number;
    /** Every sort `SortCountingTable` was asked for. */
    sortsAsked?: SortDescriptor[];
  }
}

const counted = (render: (person: Person) => ReactNode) => (person: Person) => {
  window.sortedCellRenders = (window.sortedCellRenders ?? 0) + 1;
  return render(person);
};

const countingColumns: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned', sortable: true, cell: counted((p) => p.name) },
  { id: 'email', header: 'Email', sortable: true, cell: counted((p) => p.email) },
  { id: 'country', header: 'Country', cell: counted((p) => p.country) },
];

/**
 * What the rows do when the sort changes:
 * - `sorted`: the first 20 people in the sort's order;
 * - `unchanged`: the same rows (the same array): only the sort state changes;
 * - `narrowThenWide`: other people, by first name alone when ascending (a narrower Name
 *   column), by name and legal name when descending (a wider one).
 */
export type SortedRows = 'sorted' | 'unchanged' | 'narrowThenWide';

const firstPeople = people.slice(0, 20);

function rowsFor(mode: SortedRows, sort: SortDescriptor | undefined): readonly Person[] {
  if (mode === 'sorted') return sortPeople(sort).slice(0, 20);
  if (mode === 'unchanged' || !sort) return firstPeople;
  return people.slice(20, 40).map((person) => ({
    ...person,
    name:
      sort.direction === 'ascending'
        ? (person.name.split(' ')[0] ?? '')
        : `${person.name} ${person.legalName}`,
  }));
}

export interface SortCountingTableProps {
  /** @default 'sorted' */
  rows?: SortedRows;
  /** @default undefined */
  initialSort?: SortDescriptor;
}

/**
 * Sorts in memory on controlled state, with buttons; counts every body cell render and logs
 * every sort asked for.
 */
export function SortCountingTable({ rows: mode = 'sorted', initialSort }: SortCountingTableProps) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(() => {
    // Each mount counts from nothing: the CT page outlives a test.
    window.sortsAsked = [];
    window.sortedCellRenders = 0;
    return initialSort;
  });
  const rows = useMemo(() => rowsFor(mode, sort), [mode, sort]);
  return (
    <PaginatedTable
      caption="People"
      columns={countingColumns}
      rows={rows}
      height={400}
      pagination={{ totalCount: people.length, pageSize: rows.length }}
      // Inline, as apps write it: a new function each render re-renders no row.
      getRowId={(person) => person.id}
      sort={sort}
      onSortChange={(next) => {
        (window.sortsAsked ??= []).push(next);
        setSort(next);
      }}
    />
  );
}

const alignedColumns: Column<Person>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'postalCode', header: 'Postal code', align: 'number', sortable: true },
  { id: 'country', header: 'Country', sortable: true },
  { id: 'accountId', header: 'Account' },
];

/**
 * Sortable columns at the start and the end of their cells, each beside a resize handle, in the
 * light theme or a compact one.
 */
export function SortableAlignments({ dense = false }: { dense?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>();
  return (
    <TableThemeProvider theme={dense ? compact : lightTheme}>
      <PaginatedTable
        caption="People"
        columns={alignedColumns}
        rows={firstPeople}
        height={300}
        pagination={{ totalCount: people.length, pageSize: firstPeople.length }}
        sort={sort}
        onSortChange={setSort}
      />
    </TableThemeProvider>
  );
}
