import { expect, test } from '@playwright/test';
import {
  orderColumns,
  pinSide,
  toSizableColumn,
  unknownFieldMessages,
  visibleColumns,
  type Column,
} from './columns.js';

type Row = Record<string, string>;
const actions: Column<Row> = {
  id: 'actions',
  header: 'Actions',
  align: 'actions',
  renderActions: () => null,
};

test('visibleColumns drops hidden columns and keeps the rest in order', () => {
  const columns: Column<Row>[] = [
    { id: 'a', header: 'A' },
    { id: 'b', header: 'B', hide: true },
    { id: 'c', header: 'C' },
  ];
  expect(visibleColumns(columns).map((column) => column.id)).toEqual(['a', 'c']);
});

test('an actions column without renderActions throws the catalogue error', () => {
  // The types reject it; the run-time error is for untyped callers.
  // @ts-expect-error an actions column needs renderActions
  expect(() => visibleColumns([{ id: 'x', header: 'X', align: 'actions' }])).toThrow(
    new Error('missing actions render'),
  );
  // A hidden one is never rendered, so it is not an error.
  // @ts-expect-error an actions column needs renderActions, hidden or not
  expect(visibleColumns([{ id: 'x', header: 'X', align: 'actions', hide: true }])).toEqual([]);
});

test('duplicate ids name the fix', () => {
  expect(() =>
    visibleColumns([
      { id: 'a', header: 'A' },
      { id: 'a', header: 'Again' },
    ]),
  ).toThrow(/Duplicate column id "a": give every column a unique `id`/);
});

test('orderColumns: pinned first, actions last, the rest as given', () => {
  const columns: Column<Row>[] = [
    actions,
    { id: 'a', header: 'A' },
    { id: 'p', header: 'P', variant: 'pinned' },
    { id: 'b', header: 'B' },
  ];
  expect(orderColumns(columns).map((column) => column.id)).toEqual(['p', 'a', 'b', 'actions']);
  // An actions column stays last, where it sticks, whatever variant it was given.
  const pinnedActions: Column<Row> = { ...actions, variant: 'pinned' };
  expect(orderColumns([pinnedActions, ...columns.slice(1)]).map((column) => column.id)).toEqual([
    'p',
    'a',
    'b',
    'actions',
  ]);
});

const cases: [
  string,
  Column<Row>,
  ReturnType<typeof pinSide>,
  ReturnType<typeof toSizableColumn>,
][] = [
  [
    'plain',
    { id: 'a', header: 'A' },
    undefined,
    { id: 'a', header: 'A', variant: 'default', calculateWidthOnUpdate: true },
  ],
  [
    'pinned',
    { id: 'p', header: 'P', variant: 'pinned' },
    'start',
    { id: 'p', header: 'P', variant: 'pinned', calculateWidthOnUpdate: true, pin: 'start' },
  ],
  [
    'actions',
    actions,
    'end',
    {
      id: 'actions',
      header: 'Actions',
      variant: 'all-content',
      calculateWidthOnUpdate: true,
      pin: 'end',
    },
  ],
  [
    'wrapping',
    { id: 'w', header: 'W', textWrapCell: true },
    undefined,
    { id: 'w', header: 'W', variant: 'default', calculateWidthOnUpdate: false },
  ],
  [
    'opted out',
    { id: 'o', header: 'O', variant: 'min', calculateWidthOnUpdate: false },
    undefined,
    { id: 'o', header: 'O', variant: 'min', calculateWidthOnUpdate: false },
  ],
];
for (const [name, column, side, sizing] of cases) {
  test(`${name} column: pinned ${String(side)}, sized as ${String(sizing.variant)}`, () => {
    expect(pinSide(column)).toBe(side);
    expect(toSizableColumn(column)).toEqual(sizing);
  });
}

test('unknownFieldMessages: a field column whose id no row has, named with the fix', () => {
  type Planet = { id: string; name: string; moons: number };
  const rows: Planet[] = [{ id: 'earth', name: 'Earth', moons: 1 }];
  // As an untyped caller passes it: 'moon' for 'moons'.
  const columns = [
    { id: 'name', header: 'Name' },
    { id: 'moon', header: 'Moons' },
    { id: 'label', header: 'Label', cell: (row: Planet) => row.name },
    { id: 'actions', header: 'Actions', align: 'actions', renderActions: () => null },
  ] as unknown as Column<Planet>[];
  expect(unknownFieldMessages(columns, rows)).toEqual([
    'PaginatedTable: column "moon" shows the rows\' "moon" field, but no row has one (fields: id, name, moons). Fix the column\'s `id`, or give it a `cell` that renders the row.',
  ]);
  // A field absent from the first row but present in a later one is not a typo.
  const sparse = [{ id: 'a' }, { id: 'b', moon: 2 }] as unknown as Planet[];
  expect(unknownFieldMessages(columns, sparse)).toEqual([
    'PaginatedTable: column "name" shows the rows\' "name" field, but no row has one (fields: id). Fix the column\'s `id`, or give it a `cell` that renders the row.',
  ]);
  expect(unknownFieldMessages(columns, [])).toEqual([]);
});
