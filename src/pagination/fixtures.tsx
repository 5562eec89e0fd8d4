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
  type UrlAdapter,
} from '../index.js';
import { planets, type Planet } from '../PaginatedTable/fixtures/planets.js';

const columns: Column<Planet>[] = [
  { id: 'name', header: 'Planet', variant: 'pinned' },
  { id: 'moons', header: 'Moons', align: 'number' },
];

/** A table of planets, three per page, whose cursor lives in `param`. */
function PlanetTable({
  caption,
  param,
  adapter,
}: {
  caption: string;
  param?: string | undefined;
  adapter?: UrlAdapter | undefined;
}) {
  const { rowCount, pagination, loadMore } = useUrlPagination({
    param,
    pageSize: 3,
    totalCount: planets.length,
    adapter,
  });
  return (
    <PaginatedTable
      caption={caption}
      columns={columns}
      rows={planets.slice(0, rowCount)}
      pagination={pagination}
      loadMore={loadMore}
      height={240}
    />
  );
}

export interface PlanetsPageProps {
  /** One table per entry: its caption and cursor parameter. */
  tables?: { caption: string; param?: string | undefined }[] | undefined;
  adapter?: UrlAdapter | undefined;
}

const oneTable = [{ caption: 'Planets' }];

/** A page of planet tables, themed as an app would theme it. */
export function PlanetsPage({ tables = oneTable, adapter }: PlanetsPageProps) {
  return (
    <ThemeProvider theme={lightTheme}>
      {tables.map(({ caption, param }) => (
        <PlanetTable key={caption} caption={caption} param={param} adapter={adapter} />
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
}: {
  search?: string;
  tables?: PlanetsPageProps['tables'];
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
      <PlanetsPage tables={tables} adapter={adapter} />
    </>
  );
}
