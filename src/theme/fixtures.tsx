// Test-only components for the zero-config and any-page CT suite.
import { ThemeProvider, useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { PaginatedTable } from '../PaginatedTable/PaginatedTable.js';
import type { Column } from '../PaginatedTable/columns.js';
import { RowActions } from '../PaginatedTable/RowActions.js';
import { Banner } from '../primitives/Banner.js';
import { Button } from '../primitives/Button.js';
import { Link } from '../primitives/Link.js';
import { Spinner } from '../primitives/Spinner.js';
import { Body, Caption, Cell, Head, HeaderCell, Row, Table } from '../primitives/Table.js';
import { Text } from '../primitives/Text.js';
import { TableThemeProvider } from './TableThemeProvider.js';
import { people, type Person } from '../PaginatedTable/fixtures/people.js';
import { themes, type Theme as TableTheme } from './theme.js';
import { planets as allPlanets, type Planet } from '../PaginatedTable/fixtures/planets.js';

const planets = allPlanets.filter(({ id }) => ['mercury', 'jupiter', 'uranus'].includes(id));

const columns: Column<Planet>[] = [
  { id: 'name', header: 'Planet', variant: 'pinned' },
  { id: 'moons', header: 'Moons', align: 'number' },
];

/** The app's own styled code, painted from the app's Emotion theme. */
function AppName({ children }: { children: ReactNode }) {
  const theme = useTheme() as unknown as Partial<AppTheme>;
  return <span style={{ color: theme.colors?.primary }}>{children}</span>;
}

const withAppCells: Column<Planet>[] = [
  {
    id: 'name',
    header: 'Planet',
    variant: 'pinned',
    cell: (row) => <AppName>{row.name}</AppName>,
  },
  { id: 'moons', header: 'Moons', align: 'number' },
];

/** The table with all of its chrome: title, banner, results and Load more. */
function Planets({ appCells = false }: { appCells?: boolean }) {
  return (
    <PaginatedTable
      caption="Planets"
      banner={<Banner variant="alert">Data may be stale</Banner>}
      columns={appCells ? withAppCells : columns}
      rows={planets}
      pagination={{ nextCursor: 0, totalCount: 1234, pageSize: planets.length }}
      loadMore={{ href: '#more' }}
      height={200}
    />
  );
}

/** No ThemeProvider, no LocaleProvider: the table and every primitive, as a new app has them. */
export const ZeroConfig = () => (
  <div>
    <Planets />
    <Table>
      <Caption>Primitives</Caption>
      <Head>
        <Row>
          <HeaderCell>Name</HeaderCell>
        </Row>
      </Head>
      <Body>
        <Row>
          <Cell>
            <Text variant="secondary">Quiet</Text>
          </Cell>
        </Row>
      </Body>
    </Table>
    <Banner>Note</Banner>
    <Button>Press</Button>
    <Link href="#link">Go</Link>
    <Spinner />
  </div>
);

/** The table under a provider with one of our themes. */
export const Themed = ({ theme }: { theme: keyof typeof themes }) => (
  <ThemeProvider theme={themes[theme]}>
    <Planets />
  </ThemeProvider>
);

// A function theme replaces the outer one rather than merging into it.
const foreign = () => ({ palette: { primary: 'rebeccapurple' } }) as unknown as Theme;

/** An app whose Emotion theme belongs to another library: the table keeps its light theme. */
export const ForeignTheme = () => (
  <ThemeProvider theme={foreign}>
    <Planets />
  </ThemeProvider>
);

// Alike in part: colors with a canvas, a space scale and a font, but not the table's tokens.
const lookalike = () =>
  ({
    colors: { canvas: '#fff', text: '#111' },
    space: [],
    font: { body: 'serif' },
  }) as unknown as Theme;

/** An app whose own Emotion theme looks like the table's at a glance: the table keeps its own. */
export const LookalikeTheme = () => (
  <ThemeProvider theme={lookalike}>
    <Planets />
    <Text variant="strong">Strong text</Text>
  </ThemeProvider>
);

/** An app's own Emotion theme, of another shape than the table's. */
interface AppTheme {
  colors: { primary: string };
}
const appTheme = () =>
  ({ colors: { primary: 'rebeccapurple' } }) satisfies AppTheme as unknown as Theme;

/**
 * An app with its own Emotion theme shows the table dark with `TableThemeProvider`, a cell of its
 * own inside, and one of our primitives beside the table.
 */
export const OwnThemeDarkTable = () => (
  <ThemeProvider theme={appTheme}>
    <AppName>Our app</AppName>
    <TableThemeProvider theme={themes.dark}>
      <Planets appCells />
      <Button>Press</Button>
    </TableThemeProvider>
  </ThemeProvider>
);

/** `TableThemeProvider` and a `ThemeProvider` with one of our themes: the nearer one wins. */
export const NestedThemes = ({ nearer }: { nearer: 'TableThemeProvider' | 'ThemeProvider' }) =>
  nearer === 'TableThemeProvider' ? (
    <ThemeProvider theme={themes.light}>
      <TableThemeProvider theme={themes.dark}>
        <Planets />
      </TableThemeProvider>
    </ThemeProvider>
  ) : (
    <TableThemeProvider theme={themes.light}>
      <ThemeProvider theme={themes.dark}>
        <Planets />
      </ThemeProvider>
    </TableThemeProvider>
  );

/** A theme of one's own made as the docs say, with a line colour of its own. */
const ownLines: TableTheme = {
  ...themes.light,
  colors: { ...themes.light.colors, border: '#3d3850' },
};

/** The table, a `Button` and a row menu under `ownLines`. */
export const OwnBorderColour = () => (
  <TableThemeProvider theme={ownLines}>
    <Planets />
    <Button>Press</Button>
    <RowActions name="Mercury" items={[{ label: 'Open', onSelect: () => undefined }]} />
  </TableThemeProvider>
);

/** A denser theme of one's own: every spacing step halved. */
export const compact: TableTheme = { ...themes.light, space: [0, 2, 4, 6, 8, 12, 16] };

const peopleColumns: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned', sortable: true },
  { id: 'email', header: 'Email' },
  { id: 'postalCode', header: 'Postal code', variant: 'all-content' },
];

/** All 45 people in a short area, in the light theme or the compact one, sorted by name. */
export const Density = ({ dense }: { dense: boolean }) => (
  <TableThemeProvider theme={dense ? compact : themes.light}>
    <PaginatedTable
      caption="People"
      columns={peopleColumns}
      rows={people}
      pagination={{ totalCount: people.length, pageSize: people.length }}
      height={200}
      sort={{ columnId: 'name', direction: 'ascending' }}
      onSortChange={() => undefined}
    />
  </TableThemeProvider>
);
