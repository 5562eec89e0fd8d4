// Test-only pages for the unit (server rendering) and CT suites: a consumer's app, written
// against the public API only.
import { ThemeProvider } from '@emotion/react';
import { useEffect, useState } from 'react';
import {
  createMemoryAdapter,
  lightTheme,
  PaginatedTable,
  useUrlPagination,
  type Column,
  type ColumnWidths,
  type SortDescriptor,
  type UrlAdapter,
} from '../index.js';
import { planets, type Planet } from '../PaginatedTable/fixtures/planets.js';

const columns: Column<Planet>[] = [
  { id: 'name', header: 'Planet', variant: 'pinned' },
  { id: 'moons', header: 'Moons', align: 'number' },
];

const sortableColumns: Column<Planet>[] = [
  { id: 'name', header: 'Planet', variant: 'pinned', sortable: true },
  { id: 'moons', header: 'Moons', align: 'number', sortable: true },
];

const collator = new Intl.Collator('en');

/** The planets in `sort`'s order, as a server sorts before it pages; the solar order unsorted. */
function sortPlanets(sort: SortDescriptor | undefined): readonly Planet[] {
  if (!sort) return planets;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return planets.toSorted(
    (a, b) =>
      sign * (sort.columnId === 'moons' ? a.moons - b.moons : collator.compare(a.name, b.name)),
  );
}

interface PlanetTableProps {
  caption: string;
  param?: string | undefined;
  sortParam?: string | undefined;
  adapter?: UrlAdapter | undefined;
  sortable?: boolean | undefined;
  widths?: ColumnWidths | undefined;
}

/** A table of planets, three per page, whose cursor lives in `param` (and sort in `sortParam`). */
function PlanetTable({
  caption,
  param,
  sortParam,
  adapter,
  sortable = false,
  widths,
}: PlanetTableProps) {
  const { rowCount, pagination, loadMore, sort, getSortHref, onSortChange } = useUrlPagination({
    param,
    pageSize: 3,
    totalCount: planets.length,
    adapter,
    columns: sortable ? sortableColumns : undefined,
    sortParam,
  });
  return (
    <PaginatedTable
      caption={caption}
      columns={sortable ? sortableColumns : columns}
      rows={sortPlanets(sort).slice(0, rowCount)}
      pagination={pagination}
      loadMore={loadMore}
      sort={sort}
      getSortHref={getSortHref}
      onSortChange={onSortChange}
      defaultColumnWidths={widths}
      height={240}
    />
  );
}

export interface PlanetsPageProps {
  /** One table per entry: its caption, cursor parameter and sort parameter. */
  tables?:
    { caption: string; param?: string | undefined; sortParam?: string | undefined }[] | undefined;
  adapter?: UrlAdapter | undefined;
  /**
   * Columns sortable, the sort in the URL.
   * @default false
   */
  sortable?: boolean | undefined;
  /**
   * Each table's `defaultColumnWidths`, as an app passes widths it saved.
   * @default undefined
   */
  widths?: ColumnWidths | undefined;
}

const oneTable = [{ caption: 'Planets' }];

/** A page of planet tables, themed as an app would theme it. */
export function PlanetsPage({ tables = oneTable, adapter, sortable, widths }: PlanetsPageProps) {
  return (
    <ThemeProvider theme={lightTheme}>
      {tables.map(({ caption, param, sortParam }) => (
        <PlanetTable
          key={caption}
          caption={caption}
          param={param}
          sortParam={sortParam}
          adapter={adapter}
          sortable={sortable}
          widths={widths}
        />
      ))}
    </ThemeProvider>
  );
}

/**
 * The page driven by an in-memory adapter (props cross from the test as JSON, so it is made
 * here), with the adapter's URL shown and a Back button standing in for the browser's.
 */
export function MemoryPlanetsPage({
  search,
  tables,
  sortable,
}: {
  search?: string;
  tables?: PlanetsPageProps['tables'];
  sortable?: boolean;
}) {
  const [adapter] = useState(() => createMemoryAdapter(search));
  const [url, setUrl] = useState(adapter.read());
  useEffect(
    () =>
      adapter.subscribe(() => {
        setUrl(adapter.read());
      }),
    [adapter],
  );
  return (
    <>
      <output aria-label="Memory URL">{url}</output>
      <button
        type="button"
        onClick={() => {
          adapter.back();
        }}
      >
        Back
      </button>
      <PlanetsPage tables={tables} adapter={adapter} sortable={sortable} />
    </>
  );
}
