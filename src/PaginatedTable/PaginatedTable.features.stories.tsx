import { ThemeProvider, useTheme, type Theme } from '@emotion/react';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LocaleProvider } from '../i18n/LocaleProvider.js';
import type { Locale } from '../i18n/messages.js';
import { Button } from '../primitives/Button.js';
import { Text } from '../primitives/Text.js';
import { TableThemeProvider } from '../theme/TableThemeProvider.js';
import { themes } from '../theme/theme.js';
import type { Column, ColumnWidths, SortDescriptor } from '../index.js';
import { people, type Person } from './fixtures/people.js';
import { PaginatedTable, type PaginatedTableProps } from './PaginatedTable.js';
import { RowActions } from './RowActions.js';
import { sortPeople } from './fixtures/peopleServer.js';
import { ManyRowsTable } from './scale.fixtures.js';

export default { title: 'Paginated table / Features' } satisfies StoryDefault;

// Each story shows one `Column` configuration; copy the columns, not the story.

// `unavailable`: the menu also shows an action the row does not allow, in its place.
const actionsColumn = (unavailable = false): Column<Person> => ({
  id: 'actions',
  header: 'Actions',
  align: 'actions',
  renderActions: (person) => (
    <RowActions
      name={person.name}
      items={[
        { label: `Email ${person.name}`, href: `mailto:${person.email}` },
        {
          label: `Copy account ID of ${person.name}`,
          onSelect: () => void navigator.clipboard.writeText(person.accountId),
        },
        ...(unavailable
          ? [
              {
                label: `Close account of ${person.name}`,
                onSelect: () => undefined,
                disabled: true,
              },
            ]
          : []),
      ]}
    />
  ),
});

const actions = actionsColumn();

const everyday: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned' },
  { id: 'email', header: 'Email', variant: 'min' },
  { id: 'accountId', header: 'Account ID', cell: (p) => <Text variant="mono">{p.accountId}</Text> },
  { id: 'country', header: 'Country' },
  { id: 'postalCode', header: 'Postal code' },
  actions,
];

interface PlaygroundProps {
  /** Shows the spinner over dimmed, inert rows; the header row stays usable. */
  loading: boolean;
  /** Rows shown, of the 45 people (0 shows the fallback message). */
  rowCount: number;
  /** Height of the table area in pixels. */
  height: number;
  /** Draws the caption above the table; off where a page heading already names it. */
  showCaption: boolean;
  locale: Locale;
}

/** The everyday columns, with the states a user may want to flip as Ladle controls. */
export const Playground: Story<PlaygroundProps> = ({
  loading,
  rowCount,
  height,
  showCaption,
  locale,
}) => {
  const rows = people.slice(0, rowCount);
  return (
    <LocaleProvider locale={locale}>
      <PaginatedTable
        caption="People"
        showCaption={showCaption}
        columns={everyday}
        rows={rows}
        loading={loading}
        height={height}
        pagination={{ totalCount: people.length, pageSize: rows.length }}
        loadMore={{ href: '#more' }}
      />
    </LocaleProvider>
  );
};
Playground.args = { loading: false, rowCount: 10, height: 600, showCaption: true, locale: 'en' };
Playground.argTypes = {
  locale: { options: ['en', 'de'], control: { type: 'radio' } },
  rowCount: { control: { type: 'range', min: 0, max: 45, step: 1 } },
  height: { control: { type: 'range', min: 200, max: 900, step: 50 } },
};

const defaults = Playground.args as PlaygroundProps;

export const Loading = () => <Playground {...defaults} loading />;
export const Empty = () => <Playground {...defaults} rowCount={0} />;
export const German = () => <Playground {...defaults} locale="de" />;

/** A table of `columns` over the first `rowCount` people. */
function People({
  columns,
  rowCount = 10,
  ...props
}: { columns: Column<Person>[]; rowCount?: number } & Partial<PaginatedTableProps<Person>>) {
  const rows = people.slice(0, rowCount);
  return (
    <PaginatedTable
      caption="People"
      columns={columns}
      rows={rows}
      height={400}
      pagination={{ totalCount: people.length, pageSize: rows.length }}
      {...props}
    />
  );
}

/**
 * A search box above the table: each key gives it a new `rows` array. `remeasure="grow"` keeps the
 * columns still as the rows narrow (a column only widens for a longer match); scrolled sideways,
 * a search that finds nothing still shows its message.
 */
export const SearchAsYouType: Story<{ remeasure: 'grow' | 'fit' }> = ({ remeasure }) => {
  const [query, setQuery] = useState('');
  const rows = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return people.filter((person) =>
      [person.name, person.email, person.country].some((text) =>
        text.toLowerCase().includes(wanted),
      ),
    );
  }, [query]);
  return (
    <div>
      <label>
        Search people{' '}
        <input
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
      </label>
      <PaginatedTable
        caption="People"
        columns={everyday}
        rows={rows}
        height={400}
        pagination={{ totalCount: rows.length, pageSize: rows.length }}
        emptyMessage={`No one matches “${query}”.`}
        remeasure={remeasure}
      />
    </div>
  );
};
SearchAsYouType.args = { remeasure: 'grow' };
SearchAsYouType.argTypes = {
  remeasure: { options: ['grow', 'fit'], control: { type: 'radio' } },
};

/** `variant: 'pinned'` sticks at the inline start, in order; scroll sideways to see it. */
export const TwoPinnedColumns = () => (
  <People
    rowCount={45}
    columns={[
      { id: 'name', header: 'Name', variant: 'pinned' },
      { id: 'legalName', header: 'Legal name', variant: 'pinned' },
      { id: 'email', header: 'Email' },
      { id: 'phone', header: 'Telephone' },
      { id: 'country', header: 'Country' },
      { id: 'postalCode', header: 'Postal code' },
      actions,
    ]}
  />
);

/** `min` is as narrow as its header allows; `all-content` never cuts its content. */
export const MinAndAllContent = () => (
  <People
    columns={[
      { id: 'name', header: 'Name' },
      { id: 'email', header: 'Email', variant: 'min' },
      { id: 'legalName', header: 'Legal name', variant: 'all-content' },
    ]}
  />
);

/**
 * `minWidth` gives a column room its first rows do not need (Email would start cut), and a
 * floor no resize goes under (try ← on its handle). `resizable: false` leaves a column without
 * a handle (Country).
 */
export const MinimumWidth = () => (
  <People
    columns={[
      { id: 'name', header: 'Name', variant: 'pinned' },
      { id: 'email', header: 'Email', variant: 'min', minWidth: 240 },
      { id: 'country', header: 'Country', resizable: false },
    ]}
  />
);

/** `textWrapCell` wraps long content instead of cutting it; narrow the column to see it. */
export const TextWrap = () => (
  <People
    columns={[
      { id: 'name', header: 'Name', variant: 'pinned' },
      { id: 'legalName', header: 'Legal name', textWrapCell: true },
      { id: 'country', header: 'Country', textWrapCell: true },
      { id: 'email', header: 'Email', calculateWidthOnUpdate: false },
    ]}
  />
);

/** `hide` leaves a column out; the others keep their widths, which are keyed by id. */
export const HiddenColumn: Story<{ hidePhone: boolean }> = ({ hidePhone }) => (
  <People
    columns={[
      { id: 'name', header: 'Name', variant: 'pinned' },
      { id: 'phone', header: 'Telephone', hide: hidePhone },
      { id: 'country', header: 'Country' },
      { id: 'postalCode', header: 'Postal code', align: 'number' },
    ]}
  />
);
HiddenColumn.args = { hidePhone: true };

/**
 * `align: 'actions'` makes the row-actions column, sticky at the inline end. An item may be
 * `disabled`: shown, announced as unavailable, and never run.
 */
export const Actions = () => (
  <People
    columns={[
      { id: 'name', header: 'Name' },
      { id: 'email', header: 'Email' },
      actionsColumn(true),
    ]}
  />
);

/** `columnWidths` + `onColumnWidthsChange`: the app holds the widths the user chose. */
export const ControlledWidths = () => {
  const [widths, setWidths] = useState<ColumnWidths>({ email: 260 });
  return (
    <>
      <People columns={everyday} columnWidths={widths} onColumnWidthsChange={setWidths} />
      <output aria-label="Chosen widths">{JSON.stringify(widths)}</output>
    </>
  );
};

const STORAGE_KEY = 'paginated-table:features:widths';

function readStoredWidths(): ColumnWidths | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw === null ? undefined : (JSON.parse(raw) as ColumnWidths);
  } catch {
    return undefined;
  }
}

/**
 * Widths a user chose survive a reload: `defaultColumnWidths` restores them from
 * `localStorage`, `onColumnWidthsChange` saves every committed change.
 */
export const PersistedWidths = () => (
  <People
    columns={everyday}
    defaultColumnWidths={readStoredWidths()}
    onColumnWidthsChange={(widths) => {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(widths));
    }}
  />
);

/**
 * Thousands of loaded rows, every one of them in the page: drag a column's edge anywhere in the
 * table, scroll far down, or find a row with the browser's find (e.g. "Account 1777"). Load more
 * adds 100 rows: no column narrows under the rows you are reading.
 */
export const ManyRows: Story<{ rowCount: number }> = ({ rowCount }) => (
  <ManyRowsTable rowCount={rowCount} loadMore={100} />
);
ManyRows.args = { rowCount: 1000 };
ManyRows.argTypes = {
  rowCount: { control: { type: 'range', min: 100, max: 5000, step: 100 } },
};

const sortable: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned', sortable: true },
  { id: 'email', header: 'Email', variant: 'min', sortable: true },
  { id: 'country', header: 'Country', sortable: true },
  { id: 'postalCode', header: 'Postal code', sortable: true },
  { id: 'phone', header: 'Telephone' },
];

/**
 * `sortable` columns, `sort` and `onSortChange`: the app holds the sort and sorts its data (here
 * all 45 people, in memory); the headers are buttons. For a sort in the URL, see "Sorting".
 */
export const SortOnControlledState: Story<{ locale: Locale }> = ({ locale }) => {
  const [sort, setSort] = useState<SortDescriptor>();
  // All the data is here, so the app sorts all of it (see sortPeople for the two lines).
  const rows = useMemo(() => sortPeople(sort, locale), [sort, locale]);
  return (
    <LocaleProvider locale={locale}>
      <PaginatedTable
        caption="People"
        columns={sortable}
        rows={rows}
        height={400}
        pagination={{ totalCount: people.length, pageSize: rows.length }}
        sort={sort}
        onSortChange={setSort}
      />
      <output aria-label="Sort">{JSON.stringify(sort ?? null)}</output>
    </LocaleProvider>
  );
};
SortOnControlledState.args = { locale: 'en' };
SortOnControlledState.argTypes = { locale: { options: ['en', 'de'], control: { type: 'radio' } } };

/** An app's own Emotion theme, of its own shape, as an app declares it for its styled code. */
interface AppTheme {
  colors: { page: string; text: string; brand: string; badge: string; badgeText: string };
}
const appTheme: AppTheme = {
  colors: {
    page: '#fdf6e3',
    text: '#2b2b2b',
    brand: '#5b2a86',
    badge: '#5b2a86',
    badgeText: '#ffffff',
  },
};
// In this repository Emotion's `Theme` is the table's; in an app it is the app's own.
const useAppTheme = () => useTheme() as unknown as AppTheme;

function AppPage({ children }: { children: ReactNode }) {
  const { colors } = useAppTheme();
  return (
    <div style={{ background: colors.page, color: colors.text, padding: 16 }}>
      <p style={{ color: colors.brand, fontWeight: 600, marginBlockStart: 0 }}>
        Your app, in its own theme
      </p>
      {children}
    </div>
  );
}

/** A cell of the app's own styled code: it reads the app's theme inside the table too. */
function CountryBadge({ country }: { country: string }) {
  const { colors } = useAppTheme();
  return (
    <span
      style={{
        background: colors.badge,
        color: colors.badgeText,
        borderRadius: 4,
        paddingInline: 6,
      }}
    >
      {country}
    </span>
  );
}

const withBadges: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned' },
  { id: 'country', header: 'Country', cell: (person) => <CountryBadge country={person.country} /> },
  { id: 'email', header: 'Email', variant: 'min' },
];

/**
 * `TableThemeProvider` in an app with an Emotion theme of its own: the table takes `darkTheme`
 * (or `lightTheme`), and the app's page and the badges it renders in the table keep the app's.
 */
export const BesideAnAppTheme: Story<{ table: 'light' | 'dark' }> = ({ table }) => (
  <ThemeProvider theme={() => appTheme as unknown as Theme}>
    <AppPage>
      <TableThemeProvider theme={themes[table]}>
        <People columns={withBadges} height={300} />
      </TableThemeProvider>
    </AppPage>
  </ThemeProvider>
);
BesideAnAppTheme.args = { table: 'dark' };
BesideAnAppTheme.argTypes = {
  table: { options: ['light', 'dark'], control: { type: 'radio' } },
};

/**
 * A source that fails every other request, the first included: the error shows where the table
 * tells what it shows (in the body with no rows, in place of the count and Load more with some),
 * with a Retry of the app's own.
 */
export const LoadErrors = () => {
  const [count, setCount] = useState(0);
  const [asked, setAsked] = useState(10);
  const [failed, setFailed] = useState(false);
  const requests = useRef(0);
  const loading = !failed && count !== asked;
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      requests.current += 1;
      if (requests.current % 2 === 1) setFailed(true);
      else setCount(asked);
    }, 600);
    return () => {
      clearTimeout(timer);
    };
  }, [loading, asked]);
  return (
    <PaginatedTable
      caption="People"
      columns={everyday}
      rows={people.slice(0, count)}
      pagination={{ totalCount: people.length, pageSize: count }}
      loading={loading}
      loadMore={{
        href: `?count=${String(count + 10)}`,
        onClick: (event) => {
          event.preventDefault();
          setFailed(false);
          setAsked(Math.min(count + 10, people.length));
        },
      }}
      error={
        failed ? (
          <>
            The people could not be loaded.{' '}
            <Button
              onClick={() => {
                setFailed(false);
              }}
            >
              Retry
            </Button>
          </>
        ) : undefined
      }
    />
  );
};
