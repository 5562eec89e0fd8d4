// Type tests: `npm run typecheck` compiles this file. Each `@ts-expect-error` marks misuse
// that must not compile; if it ever compiles, tsc reports the unused directive. Written as a
// consumer writes it, against the public API only.
import { ThemeProvider, useTheme, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  LocaleProvider,
  PaginatedTable,
  darkTheme,
  de,
  useLocale,
  useUrlPagination,
  type Column,
  type ColumnWidths,
  type Messages,
} from 'paginated-table';

interface Planet {
  id: string;
  name: string;
  moons: number;
  discovered: Date;
  habitable: boolean;
}

const planets: Planet[] = [];
const pagination = { totalCount: 0, pageSize: 0 };

// Columns: ids of field columns are checked against the row type.
export const fieldColumns: Column<Planet>[] = [
  { id: 'name', header: 'Planet', variant: 'pinned' },
  { id: 'moons', header: 'Moons', align: 'number' },
  // @ts-expect-error 'moon' is not a field of Planet (a typo of 'moons')
  { id: 'moon', header: 'Moons', align: 'number' },
  // @ts-expect-error a Date is not text: it needs a `cell` that says how it reads
  { id: 'discovered', header: 'Discovered' },
  // @ts-expect-error nor is a boolean
  { id: 'habitable', header: 'Habitable', align: 'boolean' },
];

// With `cell`, any id: the cell says what to render.
export const cellColumns: Column<Planet>[] = [
  { id: 'discovered', header: 'Discovered', cell: (planet) => planet.discovered.getFullYear() },
  { id: 'summary', header: 'Summary', cell: (planet) => `${planet.name}: ${planet.moons}` },
];

// The actions column needs its renderer.
export const actionColumns: Column<Planet>[] = [
  { id: 'actions', header: 'Actions', align: 'actions', renderActions: () => null },
  // @ts-expect-error an actions column without renderActions
  { id: 'actions', header: 'Actions', align: 'actions' },
  // @ts-expect-error renderActions belongs to the actions column only
  { id: 'name', header: 'Name', renderActions: () => null },
];

// Rows: `getRowId` is optional when rows have an id, required when they have none.
interface Moon {
  name: string;
  planet: string;
}
const moons: Moon[] = [];
const moonColumns: Column<Moon>[] = [{ id: 'name', header: 'Moon' }];

export const withIds = (
  <PaginatedTable caption="Planets" columns={fieldColumns} rows={planets} pagination={pagination} />
);
export const keyed = (
  <PaginatedTable
    caption="Moons"
    columns={moonColumns}
    rows={moons}
    pagination={pagination}
    getRowId={(moon) => `${moon.planet}/${moon.name}`}
  />
);
// A numeric key (a database's, say) keys rows as well as a string.
interface Order {
  key: number;
  total: number;
}
const orders: Order[] = [];
export const numericKeys = (
  <PaginatedTable
    caption="Orders"
    columns={[{ id: 'total', header: 'Total', align: 'number' }]}
    rows={orders}
    pagination={pagination}
    getRowId={(order) => order.key}
  />
);
export const unkeyed = (
  // @ts-expect-error rows without `id` need getRowId
  <PaginatedTable caption="Moons" columns={moonColumns} rows={moons} pagination={pagination} />
);

// Locales: a consumer's catalogue is checked like the built-in German one.
const fr = {
  'table.loadMore': 'Charger plus',
  'table.fallback': 'Aucune entrée',
  'table.results': '{shown} sur {total}',
  'table.loading': 'Chargement',
  'table.rowTrigger': 'Menu de {name}',
  'table.resize': 'Redimensionner {header}',
  'table.resizeValue': '{width} pixels',
  'table.sortedAscending': 'Trié par {header}, croissant',
  'table.sortedDescending': 'Trié par {header}, décroissant',
  'table.unsorted': 'Non trié',
  'banner.info': 'Information',
  'banner.alert': 'Alerte',
} as const satisfies Messages;

const droppedPlaceholder = { ...fr, 'table.rowTrigger': 'Menu' } as const;
const missingKey: Omit<typeof fr, 'table.loading'> = fr;
const fromJson: Messages = JSON.parse('{}') as Messages;

export const french = (
  <LocaleProvider locale="fr" messages={fr}>
    {null}
  </LocaleProvider>
);
export const german = (
  <LocaleProvider locale="de" messages={de}>
    {null}
  </LocaleProvider>
);
// A catalogue typed only as `Messages` cannot be checked for placeholders; at run time a
// broken message falls back to English.
export const loaded = (
  <LocaleProvider locale="fr" messages={fromJson}>
    {null}
  </LocaleProvider>
);
export const dropped = (
  // @ts-expect-error 'Menu' drops the {name} of 'Actions for {name}'
  <LocaleProvider locale="fr" messages={droppedPlaceholder}>
    {null}
  </LocaleProvider>
);
export const missing = (
  // @ts-expect-error 'table.loading' is missing
  <LocaleProvider locale="fr" messages={missingKey}>
    {null}
  </LocaleProvider>
);
export const inline = (
  <LocaleProvider
    locale="fr"
    // @ts-expect-error an inline catalogue is checked too
    messages={{ ...fr, 'table.results': '{shown} affichés' }}
  >
    {null}
  </LocaleProvider>
);

export function useTexts() {
  const { t } = useLocale();
  // @ts-expect-error 'table.results' needs its {shown} and {total}
  t('table.results');
  // @ts-expect-error not a key of the catalogue
  t('demo.heading');
  return t('table.results', { shown: '1', total: '2' });
}

// Theme: the Emotion augmentation ships with the package.
export const Note = styled.p(({ theme }) => ({
  color: theme.colors.textSecondary,
  padding: theme.space[2],
}));
// @ts-expect-error not a colour of the theme
export type NotAColour = Theme['colors']['notAColour'];
// A theme of one's own (from a token pipeline, say) gives only tokens the table reads.
// @ts-expect-error no scrim colour: loading dims the rows with opacity
export type NoScrim = Theme['colors']['overlay'];
// @ts-expect-error no whole border strings: every hairline is drawn in colors.border
export type NoBorderStrings = Theme['borders'];
// @ts-expect-error nothing is animated by a theme's duration
export type NoDuration = Theme['motion'];
// @ts-expect-error the table's largest type is font.size.lg
export type NoExtraLarge = Theme['font']['size']['xl'];
// @ts-expect-error text not set strong inherits its weight
export type NoRegularWeight = Theme['font']['weight']['regular'];
export function useAccent(): string {
  return useTheme().colors.accent;
}
export const dark = <ThemeProvider theme={darkTheme}>{withIds}</ThemeProvider>;

// A height in px or as a CSS length; not a boolean.
export const cssHeight = (
  <PaginatedTable
    caption="Planets"
    columns={fieldColumns}
    rows={planets}
    pagination={{ totalCount: 8, pageSize: 8 }}
    height="min(600px, 80dvh)"
  />
);
export const noBooleanHeight = (
  <PaginatedTable
    caption="Planets"
    columns={fieldColumns}
    rows={planets}
    pagination={{ totalCount: 8, pageSize: 8 }}
    // @ts-expect-error a height is a number of px or a CSS length
    height
  />
);

// Optional props and options take `undefined` too, so a wrapper can pass its own optional props
// on, and a hook's `T | undefined` result fits, under `exactOptionalPropertyTypes` (which this
// repository's tsconfig turns on, as strict apps do).
export function PlanetTable(props: {
  height?: number;
  loading?: boolean;
  widths?: ColumnWidths;
  onWidths?: (widths: ColumnWidths) => void;
}) {
  const { pagination: urlPagination, loadMore } = useUrlPagination({
    param: undefined,
    pageSize: 10,
    totalCount: 45,
    adapter: undefined,
  });
  return (
    <LocaleProvider locale={undefined} messages={undefined}>
      <PaginatedTable
        caption="Planets"
        columns={fieldColumns}
        rows={planets}
        pagination={urlPagination}
        loadMore={loadMore}
        height={props.height}
        loading={props.loading}
        columnWidths={props.widths}
        onColumnWidthsChange={props.onWidths}
        getRowId={undefined}
        emptyMessage={undefined}
      />
    </LocaleProvider>
  );
}
