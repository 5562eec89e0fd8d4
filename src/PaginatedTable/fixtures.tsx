// Test-only components for the CT suites (CT mounts components imported from another file).
// They use the library's own fixtures, never the demo's.
import {
  Component,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import createCache from '@emotion/cache';
import { CacheProvider, css, ThemeProvider, type Theme } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import {
  Body,
  Caption,
  Cell,
  Head,
  HeaderCell,
  LocaleProvider,
  ResizeHandle,
  Row,
  RowActions,
  Table,
  Text,
  useColumnSizing,
  useLocale,
  type Column,
  type ColumnWidths,
  type ColumnWidthsChangeDetails,
  type SizableColumn,
  type SizingLayout,
  type RowAction,
  type SortDescriptor,
} from '../index.js';
import { visuallyHidden } from '../primitives/styles.js';
import { resolveTheme, styled } from '../theme/styled.js';
import { people, type Person } from './fixtures/people.js';
import { planets, type Planet } from './fixtures/planets.js';
import { CLAMPED_MAX, REFUSED_WIDTHS } from './fixtures/parents.js';
import { PaginatedTable, type PaginatedTableProps } from './PaginatedTable.js';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const onePage = { totalCount: 1, pageSize: 1 };

const actionsWithoutRenderer: Column<Person>[] = [
  { id: 'name', header: 'Name' },
  // @ts-expect-error as an untyped caller would pass it: the run-time error is under test
  { id: 'actions', header: 'Actions', align: 'actions' },
];

export const MissingActionsRender = () => (
  <Catch>
    <PaginatedTable
      caption="Broken"
      columns={actionsWithoutRenderer}
      rows={people.slice(0, 1)}
      pagination={onePage}
    />
  </Catch>
);

export const NoColumns = () => (
  <Catch>
    <PaginatedTable caption="Broken" columns={[]} rows={people.slice(0, 1)} pagination={onePage} />
  </Catch>
);

declare global {
  interface Window {
    /** Body cell renders seen by `RenderCountingTable`. */
    bodyCellRenders?: number;
    /** Every `onColumnWidthsChange` call the fixtures saw. */
    widthChanges?: [ColumnWidths, ColumnWidthsChangeDetails][];
    /** Column measures a test has seen since it began to count. */
    measures?: number;
    /** Escape key presses an app's own document listener saw (a dialog's, in a test). */
    appEscapes?: number;
    /** Whether the last context menu event a test listened for came prevented. */
    contextMenuPrevented?: boolean;
    /** Re-renders `ReRenderingParent` `times` times, each rendered at once, with the same props. */
    reRender?: (times: number) => void;
    /** Commits of `ReRenderingParent` so far. */
    parentRenders?: number;
  }
}

const counted = (render: (person: Person) => ReactNode) => (person: Person) => {
  window.bodyCellRenders = (window.bodyCellRenders ?? 0) + 1;
  return render(person);
};

const countingColumns: Column<Person>[] = [
  { id: 'name', header: 'Name', variant: 'pinned', cell: counted((p) => p.name) },
  { id: 'email', header: 'Email', variant: 'min', cell: counted((p) => p.email) },
  { id: 'country', header: 'Country', cell: counted((p) => p.country) },
];

/** Counts every body cell render, so a test can prove a drag re-renders no row. */
export const RenderCountingTable = () => (
  <PaginatedTable
    caption="Counted"
    columns={countingColumns}
    rows={people}
    pagination={{ totalCount: people.length, pageSize: people.length }}
    height={400}
  />
);

/** Props every resizable fixture table takes, so one suite can drive them all. */
export interface ResizableFixtureProps {
  /**
   * `PaginatedTable`'s `remeasure` (PaginatedTable only).
   * @default undefined
   */
  remeasure?: 'fit' | 'grow';
  /**
   * Rows shown, of the 45 people.
   * @default 10
   */
  rowCount?: number;
  /**
   * Leading columns pinned (PaginatedTable only).
   * @default 1
   */
  pinned?: number;
  /**
   * `all`: eight columns, wider than the area. `few`: three narrow ones, with filler room.
   * @default 'all'
   */
  columnSet?: 'all' | 'few';
  /**
   * Widths held by the fixture and passed back as `columnWidths`: as the user chose them
   * (`true`), clamped at `CLAMPED_MAX` px (`'clamps'`), or never changed from
   * `REFUSED_WIDTHS` (`'refuses'`).
   * @default false
   */
  controlled?: boolean | 'clamps' | 'refuses';
  /**
   * How the primitives table lays out its columns (PrimitivesTable only).
   * @default 'table'
   */
  layout?: SizingLayout;
  /**
   * Restores widths from, and saves them to, `localStorage[storageKey]`.
   * @default undefined
   */
  storageKey?: string;
  /**
   * Wraps names and countries.
   * @default false
   */
  textWrap?: boolean;
  /** @default false */
  loading?: boolean;
  /** @default true */
  showCaption?: boolean;
  /** @default false */
  empty?: boolean;
  /**
   * A Load more link (PaginatedTable only), shown while rows are left.
   * @default false
   */
  loadMore?: boolean;
  /**
   * Headers as a language with longer words has them: switched on, a language switch.
   * @default false
   */
  longHeaders?: boolean;
  /**
   * A family put first in the theme's font, ahead of the page's: a test loads it late.
   * @default undefined
   */
  fontFamily?: string;
}

const LONG_HEADERS: Readonly<Record<string, string>> = {
  Name: 'Vollständiger Name',
  'Legal name': 'Eingetragener Firmenname',
  Email: 'E-Mail-Adresse',
  'Account ID': 'Kontonummer',
  Telephone: 'Telefonnummer',
  Country: 'Land oder Region',
  'Postal code': 'Postleitzahl',
};

/** The theme of the tree above, with `family` first in its font. */
function WithFont({ family, children }: { family: string | undefined; children: ReactNode }) {
  const theme = useCallback(
    (outer: Theme) => {
      const base = resolveTheme(outer);
      return { ...base, font: { ...base.font, family: `"${family}", ${base.font.family}` } };
    },
    [family],
  );
  if (family === undefined) return children;
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function PersonActions({ person }: { person: Person }) {
  return (
    <RowActions
      name={person.name}
      items={[
        {
          label: `Action for ${person.name}`,
          onSelect: () => {
            window.alert('you clicked');
          },
        },
        {
          label: `External link for ${person.name}`,
          href: `https://example.com/${person.id}`,
        },
      ]}
    />
  );
}

function usePeopleColumns({
  pinned = 1,
  columnSet = 'all',
  textWrap = false,
  longHeaders = false,
}: ResizableFixtureProps): Column<Person>[] {
  // The actions column's header is the app's own text, in the app's language.
  const { locale } = useLocale();
  const columns = useMemo((): Column<Person>[] => {
    if (columnSet === 'few') {
      return [
        { id: 'postalCode', header: 'Postal code', variant: pinned >= 1 ? 'pinned' : 'default' },
        { id: 'accountId', header: 'Account ID' },
        { id: 'phone', header: 'Telephone' },
      ];
    }
    return [
      {
        id: 'name',
        header: 'Name',
        variant: pinned >= 1 ? 'pinned' : 'default',
        textWrapCell: textWrap,
        cell: (person) => <Text variant="strong">{person.name}</Text>,
      },
      {
        id: 'legalName',
        header: 'Legal name',
        variant: pinned >= 2 ? 'pinned' : 'default',
        textWrapCell: textWrap,
      },
      { id: 'email', header: 'Email', variant: 'min', cell: (person) => <bdi>{person.email}</bdi> },
      {
        id: 'accountId',
        header: 'Account ID',
        cell: (person) => <Text variant="mono">{person.accountId}</Text>,
      },
      { id: 'phone', header: 'Telephone' },
      { id: 'country', header: 'Country', textWrapCell: textWrap },
      { id: 'postalCode', header: 'Postal code' },
      {
        id: 'actions',
        header: locale.startsWith('de') ? 'Aktionen' : 'Actions',
        align: 'actions',
        renderActions: (person) => <PersonActions person={person} />,
      },
    ];
  }, [locale, pinned, columnSet, textWrap]);
  return useMemo(
    () =>
      longHeaders
        ? columns.map((column) => ({
            ...column,
            header: LONG_HEADERS[column.header] ?? column.header,
          }))
        : columns,
    [columns, longHeaders],
  );
}

/** Widths as the fixture props ask: controlled or not, persisted or not; every change logged. */
function useFixtureWidths({ controlled = false, storageKey }: ResizableFixtureProps) {
  const [stored] = useState<ColumnWidths | undefined>(() => {
    const raw = storageKey === undefined ? null : window.localStorage.getItem(storageKey);
    return raw === null ? undefined : (JSON.parse(raw) as ColumnWidths);
  });
  const [widths, setWidths] = useState<ColumnWidths>(
    controlled === 'refuses' ? REFUSED_WIDTHS : (stored ?? {}),
  );
  return {
    columnWidths: controlled ? widths : undefined,
    defaultColumnWidths: stored,
    onColumnWidthsChange: (next: ColumnWidths, details: ColumnWidthsChangeDetails) => {
      (window.widthChanges ??= []).push([next, details]);
      if (controlled === true) setWidths(next);
      // A new object each time, as a parent's reducer would make it.
      if (controlled === 'clamps') {
        setWidths(
          Object.fromEntries(
            Object.entries(next).map(([id, width]) => [id, Math.min(width, CLAMPED_MAX)]),
          ),
        );
      }
      if (storageKey !== undefined) window.localStorage.setItem(storageKey, JSON.stringify(next));
    },
  };
}

const rowsOf = ({ rowCount = 10, empty = false }: ResizableFixtureProps) =>
  empty ? [] : people.slice(0, rowCount);

/** `PaginatedTable` over the people fixtures. */
export function PeopleTable(props: ResizableFixtureProps) {
  const columns = usePeopleColumns(props);
  const rows = useMemo(() => rowsOf(props), [props.rowCount, props.empty]); // eslint-disable-line react-hooks/exhaustive-deps
  const widths = useFixtureWidths(props);
  return (
    <WithFont family={props.fontFamily}>
      <PaginatedTable
        caption="People"
        showCaption={props.showCaption}
        columns={columns}
        rows={rows}
        loading={props.loading}
        pagination={{ totalCount: people.length, pageSize: rows.length }}
        loadMore={props.loadMore ? { href: '#more' } : undefined}
        remeasure={props.remeasure}
        {...widths}
      />
    </WithFont>
  );
}

/**
 * A parent that re-renders its table with the same props on demand (`window.reRender`), as an
 * app re-renders for state of its own: the table must do no sizing work then.
 */
export function ReRenderingParent({
  table = 'PaginatedTable',
  ...props
}: ResizableFixtureProps & { table?: 'PaginatedTable' | 'primitives' }) {
  const [, setTick] = useState(0);
  // Every commit of the parent, counted as it happens.
  useLayoutEffect(() => {
    window.parentRenders = (window.parentRenders ?? 0) + 1;
  });
  useEffect(() => {
    window.reRender = (times) => {
      for (let time = 0; time < times; time += 1) {
        flushSync(() => {
          setTick((tick) => tick + 1);
        });
      }
    };
  }, []);
  return table === 'PaginatedTable' ? <PeopleTable {...props} /> : <PrimitivesTable {...props} />;
}

const Scroller = styled.div({ overflow: 'auto', blockSize: '600px' });
const cutText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * A table built from the primitives and the public `useColumnSizing` hook alone, as a
 * consumer would: spread the getters, nothing else. In the grid layout its body is the hook's
 * row groups, and every row is exactly `rowSize` high (a line of text, or the row menu's
 * 32 px button, plus the cells' padding and hairline).
 */
export function PrimitivesTable(props: ResizableFixtureProps) {
  const { layout = 'table' } = props;
  const columns = usePeopleColumns(props);
  const rows = useMemo(() => rowsOf(props), [props.rowCount, props.empty]); // eslint-disable-line react-hooks/exhaustive-deps
  const [announcement, setAnnouncement] = useState('');
  const sizable = useMemo<SizableColumn[]>(
    () =>
      columns.map(({ id, header, variant, align }) =>
        align === 'actions'
          ? { id, header, variant: 'all-content', pin: 'end' }
          : { id, header, variant },
      ),
    [columns],
  );
  const sizing = useColumnSizing({
    layout,
    rowSize: '49px',
    columns: sizable,
    dataVersion: rows,
    announce: setAnnouncement,
    ...useFixtureWidths(props),
  });
  return (
    <WithFont family={props.fontFamily}>
      <Scroller role="region" aria-label="People" tabIndex={0}>
        <Table {...sizing.getTableProps({ rowCount: rows.length })}>
          <Caption css={visuallyHidden}>People</Caption>
          <Head>
            <Row>
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  align={column.align}
                  {...sizing.getHeaderCellProps(column.id)}
                >
                  <span {...sizing.getHeaderLabelProps(column.id)}>{column.header}</span>
                  {column.align !== 'actions' && (
                    <ResizeHandle {...sizing.getResizeHandleProps(column.id)} />
                  )}
                </HeaderCell>
              ))}
            </Row>
          </Head>
          {sizing.getRowGroups(rows.length).map((group) => (
            <Body key={group.start} {...sizing.getRowGroupProps(group)}>
              {rows.slice(group.start, group.end).map((person, offset) => (
                <Row key={person.id} {...sizing.getRowProps(group.start + offset)}>
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      align={column.align}
                      css={column.align === 'actions' ? undefined : cutText}
                      {...sizing.getCellProps(column.id)}
                    >
                      {column.align === 'actions'
                        ? column.renderActions(person)
                        : column.cell
                          ? column.cell(person)
                          : person[column.id as keyof Person]}
                    </Cell>
                  ))}
                </Row>
              ))}
            </Body>
          ))}
        </Table>
      </Scroller>
      <div aria-live="polite" css={visuallyHidden}>
        {announcement}
      </div>
    </WithFont>
  );
}

interface Untrusted {
  id: string;
  name: string;
  site: string;
}

// Row data and headers as an attacker would write them: markup, script and script URLs.
const hostileRows: Untrusted[] = [
  {
    id: '<b>1</b>',
    name: '<img src=x onerror="window.pwned=\'cell\'">',
    site: 'javascript:window.pwned="link"',
  },
  { id: '2', name: '</td></tr><script>window.pwned="script"</script>', site: ' JaVa\tScRiPt:x' },
];

const hostileColumns: Column<Untrusted>[] = [
  { id: 'name', header: '<i onmouseover="window.pwned=\'header\'">Name</i>' },
  { id: 'site', header: 'Site' },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (row) => (
      <RowActions name={row.name} items={[{ label: 'Open site', href: row.site }]} />
    ),
  },
];

/** Untrusted data in cells, headers and a row-menu link, to prove it stays text and inert. */
/** Row menus outside a `PaginatedTable`, as a custom table or a docs sample renders them. */
export const StandaloneRowActions = () => (
  <ul>
    {people.slice(0, 2).map((person) => (
      <li key={person.id}>
        {person.name} <PersonActions person={person} />
      </li>
    ))}
  </ul>
);

export const UntrustedContentTable = () => (
  <PaginatedTable
    caption="Untrusted"
    columns={hostileColumns}
    rows={hostileRows}
    pagination={{ totalCount: 2, pageSize: 2 }}
  />
);

interface Order {
  id: string;
  customer: string;
  phone: string;
}

const orders: Order[] = [
  { id: '1', customer: 'Ada Lovelace', phone: '+1 555 0100' },
  { id: '2', customer: 'Grace Hopper', phone: '+1 555 0199' },
];

const orderColumns: Column<Order>[] = [
  { id: 'customer', header: 'Customer' },
  { id: 'phone', header: 'Telephone', cell: (order) => <Text variant="mono">{order.phone}</Text> },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (order) => (
      <RowActions name={order.customer} items={[{ label: 'Open', onSelect: () => {} }]} />
    ),
  },
];

/**
 * A right-to-left app whose Emotion cache mirrors physical styles (stylis-plugin-rtl), as MUI's
 * right-to-left setup has it: the table shares that cache.
 */
export function RtlStylePluginTable() {
  const cache = useMemo(() => createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] }), []);
  return (
    <CacheProvider value={cache}>
      <div dir="rtl">
        <PaginatedTable
          caption="Orders"
          columns={orderColumns}
          rows={orders}
          pagination={{ totalCount: orders.length, pageSize: orders.length }}
        />
      </div>
    </CacheProvider>
  );
}

interface Contact {
  id: string;
  name: string;
  phone: string;
  email: string;
}

const contactColumns: Column<Contact>[] = [
  { id: 'name', header: 'Name' },
  { id: 'phone', header: 'Phone' },
  { id: 'email', header: 'Electronic mail', variant: 'min' },
  // A cell of one's own keeps the table's direction: its values, isolated, read in its order.
  {
    id: 'id',
    header: 'Parts חלקים',
    cell: () => (
      <>
        <bdi>one</bdi> <bdi>two</bdi>
      </>
    ),
  },
];

/**
 * Values that read left to right, in plain fields (no `<bdi>`), and one that mixes both
 * directions: for a right-to-left page.
 */
export const LeftToRightValues = () => (
  <PaginatedTable
    caption="Contacts"
    columns={contactColumns}
    rows={[
      {
        id: '1',
        name: 'Ada',
        phone: '+1 555 0100',
        email: 'ada.lovelace.of.the.analytical.engine@example.com',
      },
      // Letters of both directions: read in the table's.
      { id: '2', name: 'HP ישראל בע״מ', phone: '+972 50 123 4567', email: 'office@hp.example' },
    ]}
    pagination={{ totalCount: 2, pageSize: 2 }}
    height={200}
  />
);

interface Invoice {
  id: string;
  customer: string;
  total: number;
}

const invoices: Invoice[] = [
  { id: 'a', customer: 'Ada Lamarr', total: 1234567.89 },
  { id: 'b', customer: 'Grace Brown', total: 2072.9 },
  { id: 'c', customer: 'Linus Ito', total: 98.5 },
];

/** A cell that formats with the locale in use, as docs/columns.md advises. */
function Money({ value }: { value: number }) {
  const { locale } = useLocale();
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
}

const invoiceColumns: Column<Invoice>[] = [
  { id: 'customer', header: 'Customer' },
  {
    id: 'total',
    header: 'Total',
    align: 'number',
    variant: 'all-content',
    cell: ({ total }) => <Money value={total} />,
  },
];

/** Invoices whose totals are formatted for the locale, and a button that switches it. */
export function LocaleSwitchingTable() {
  const [locale, setLocale] = useState('en');
  return (
    <LocaleProvider locale={locale}>
      <button
        type="button"
        onClick={() => {
          setLocale(locale === 'en' ? 'de' : 'en');
        }}
      >
        {locale === 'en' ? 'Deutsch' : 'English'}
      </button>
      <PaginatedTable
        caption="Invoices"
        columns={invoiceColumns}
        rows={invoices}
        pagination={{ totalCount: invoices.length, pageSize: invoices.length }}
      />
    </LocaleProvider>
  );
}

/** A planet's name and moons, and a row menu of `items`. */
const planetColumnsWith = (items: (planet: Planet) => RowAction[]): Column<Planet>[] => [
  { id: 'name', header: 'Name' },
  { id: 'moons', header: 'Moons', align: 'number' },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (planet) => <RowActions name={planet.name} items={items(planet)} />,
  },
];

const planetColumns = planetColumnsWith((planet) => [
  { label: `Open ${planet.name}`, href: '#open' },
]);

/** Three planets with a row-actions column, and the widths props passed through. */
export function PlanetsWithActions(
  props: Pick<
    PaginatedTableProps<Planet>,
    'defaultColumnWidths' | 'onColumnWidthsChange' | 'remeasure'
  >,
) {
  const rows = planets.slice(0, 3);
  return (
    <PaginatedTable
      caption="Planets"
      columns={planetColumns}
      rows={rows}
      pagination={{ totalCount: rows.length, pageSize: rows.length }}
      {...props}
    />
  );
}

/**
 * Planets, each with a menu that deletes its row; with `slow`, the table shows `loading` while
 * a deletion is on its way, and the row goes when it ends.
 */
export function DeletablePlanets({ slow = false }: { slow?: boolean }) {
  const [rows, setRows] = useState(() => planets.slice(0, 5));
  const [deleting, setDeleting] = useState<string | null>(null);
  // A deletion from elsewhere (another user, a push from the server): a `delete-planet` event.
  useEffect(() => {
    const onDelete = (event: Event) => {
      if (!(event instanceof CustomEvent) || typeof event.detail !== 'string') return;
      const name = event.detail;
      setRows((current) => current.filter((planet) => planet.name !== name));
    };
    window.addEventListener('delete-planet', onDelete);
    return () => {
      window.removeEventListener('delete-planet', onDelete);
    };
  }, []);
  useEffect(() => {
    if (deleting === null) return;
    const timer = setTimeout(() => {
      setRows((current) => current.filter((planet) => planet.name !== deleting));
      setDeleting(null);
    }, 100);
    return () => {
      clearTimeout(timer);
    };
  }, [deleting]);
  const columns = useMemo(
    () =>
      planetColumnsWith((planet) => [
        {
          label: `Delete ${planet.name}`,
          onSelect: () => {
            if (slow) setDeleting(planet.name);
            else setRows((current) => current.filter((other) => other !== planet));
          },
        },
      ]),
    [slow],
  );
  return (
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows}
      loading={deleting !== null}
      pagination={{ totalCount: rows.length, pageSize: rows.length }}
    />
  );
}

/**
 * Planets from a source whose first requests of one kind fail (`fail`, `times` times): the first
 * page, a Load more, or a sort. The error offers a Retry.
 */
export function UnreliablePlanets({
  fail,
  times = 1,
}: {
  fail: 'first' | 'more' | 'sort';
  times?: number;
}) {
  const [shown, setShown] = useState(0);
  const [asked, setAsked] = useState(3);
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const [loadedSort, setLoadedSort] = useState<SortDescriptor | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [failures, setFailures] = useState(0);
  const loading = !failed && (shown !== asked || sort !== loadedSort);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      const kind = sort !== loadedSort ? 'sort' : shown === 0 ? 'first' : 'more';
      if (kind === fail && failures < times) {
        setFailures(failures + 1);
        setFailed(true);
        return;
      }
      setLoadedSort(sort);
      setShown(asked);
    }, 100);
    return () => {
      clearTimeout(timer);
    };
  }, [loading, sort, loadedSort, shown, asked, fail, failures, times]);
  const rows = useMemo(() => {
    const ordered = [...planets];
    if (loadedSort?.direction === 'descending') ordered.reverse();
    return ordered.slice(0, shown);
  }, [loadedSort, shown]);
  const columns = useMemo(
    (): Column<Planet>[] => [
      { id: 'name', header: 'Name', sortable: true },
      { id: 'moons', header: 'Moons', align: 'number' },
    ],
    [],
  );
  return (
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows}
      loading={loading}
      pagination={{ totalCount: planets.length, pageSize: shown }}
      loadMore={{
        href: '#more',
        onClick: (event) => {
          event.preventDefault();
          setFailed(false);
          setAsked(Math.min(shown + 3, planets.length));
        },
      }}
      sort={sort}
      onSortChange={(next) => {
        setFailed(false);
        setSort(next);
        setAsked(3);
      }}
      error={
        failed ? (
          <>
            Could not load the planets.{' '}
            <button
              type="button"
              onClick={() => {
                setFailed(false);
              }}
            >
              Retry
            </button>
          </>
        ) : undefined
      }
    />
  );
}

/** The people table inside a popover panel (a side sheet), shown on mount. */
export function PeopleInPopover() {
  const panel = useCallback((element: HTMLDivElement | null) => {
    element?.showPopover();
  }, []);
  return (
    <div ref={panel} popover="manual" style={{ inlineSize: 700, blockSize: 'auto' }}>
      <PeopleTable rowCount={45} />
    </div>
  );
}
