import { expect, test } from '@playwright/test';
import { orderColumns, pinSide, toSizableColumn, visibleColumns, type Column } from './columns.js';

type Row = { id: string };
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
  expect(() => visibleColumns([{ id: 'x', header: 'X', align: 'actions' }])).toThrow(
    new Error('missing actions render'),
  );
  // A hidden one is never rendered, so it is not an error.
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
    { id: 'p', header: 'P', variant: 'pinned', calculateWidthOnUpdate: true },
  ],
  [
    'actions',
    actions,
    'end',
    { id: 'actions', header: 'Actions', variant: 'all-content', calculateWidthOnUpdate: true },
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
