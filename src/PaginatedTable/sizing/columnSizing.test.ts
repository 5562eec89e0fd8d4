import { expect, test } from '@playwright/test';
import {
  autofit,
  cancel,
  createSizing,
  dataChanged,
  DEFAULT_MAX_WIDTH,
  fix,
  layout,
  MAX_WIDTH,
  measure,
  naturalWidth,
  MIN_VARIANT_WIDTH,
  MIN_WIDTH,
  reset,
  resizeBy,
  resizeEnd,
  resizeMove,
  resizeStart,
  sameMeasure,
  usableMinWidth,
  usableWidths,
  widthOf,
  withWidths,
  type ColumnReading,
  type SizingColumn,
  type SizingState,
} from './columnSizing.js';
import type { ColumnVariant } from './types.js';

const column = (id: string, variant: ColumnVariant = 'default', fit = true): SizingColumn => ({
  id,
  variant,
  calculateWidthOnUpdate: fit,
});

const columns = [
  column('name', 'pinned'),
  column('email', 'min'),
  column('id', 'all-content'),
  column('note', 'default', false),
];
const readings: Record<string, ColumnReading> = {
  name: { content: 150.2, header: 60 },
  email: { content: 260, header: 58 },
  id: { content: 210, header: 30 },
  note: { content: 900, header: 50 },
};

const fixed = (): SizingState => fix(measure(createSizing(columns), readings));
const widths = (state: SizingState) => columns.map(({ id }) => widthOf(state, id));

test('sizing zero columns throws the catalogue error', () => {
  expect(() => createSizing([])).toThrow(new Error('No columns found'));
});

test('lifecycle: uninitialised → measured → fixed', () => {
  const initial = createSizing(columns);
  expect(initial.phase).toBe('uninitialised');
  expect(widths(initial)).toEqual([undefined, undefined, undefined, undefined]);
  expect(() => fix(initial)).toThrow(/measure\(\) first/);
  const measured = measure(initial, readings);
  expect(measured.phase).toBe('measured');
  expect(fix(measured).phase).toBe('fixed');
});

const variantCases: [ColumnVariant, ColumnReading, number][] = [
  ['default', { content: 120.4, header: 50 }, 121],
  ['default', { content: 900, header: 50 }, DEFAULT_MAX_WIDTH],
  ['default', { content: 20, header: 20 }, MIN_WIDTH],
  ['pinned', { content: 180, header: 90 }, 180],
  ['pinned', { content: 500, header: 90 }, DEFAULT_MAX_WIDTH],
  ['min', { content: 400, header: 58 }, MIN_VARIANT_WIDTH],
  ['min', { content: 400, header: 140 }, 140],
  ['all-content', { content: 900, header: 50 }, 900],
  ['all-content', { content: 10, header: 10 }, MIN_WIDTH],
];
for (const [variant, reading, expected] of variantCases) {
  test(`measure: ${variant} with content ${reading.content}, header ${reading.header} → ${expected}`, () => {
    expect(naturalWidth(variant, reading)).toBe(expected);
  });
}

test('measure applies each variant', () => {
  expect(widths(fixed())).toEqual([151, MIN_VARIANT_WIDTH, 210, DEFAULT_MAX_WIDTH]);
});

const fillCases: [string, number, (number | undefined)[]][] = [
  ['no room to spare', 500, [151, 96, 210, 320]],
  ['spare room goes to default columns', 1000, [151, 96, 210, 543]],
];
for (const [name, available, expected] of fillCases) {
  test(`measure fills the container: ${name}`, () => {
    const state = measure(createSizing(columns), readings, available);
    expect(widths(state)).toEqual(expected);
    expect(widths(state).reduce((sum = 0, w = 0) => sum + w, 0)).toBe(Math.max(777, available));
  });
}

/**
 * The filler rule: in a 600px container, `a` and `b` (default, natural 100 each) share the
 * room the columns leave over (600 − 396 = 204): 202 + 202. Each case sizes columns, then reads
 * every width and whether the table overflows its container.
 */
const fillerColumns = [column('p', 'pinned'), column('a'), column('b'), column('m', 'min')];
const fillerReadings: Record<string, ColumnReading> = {
  p: { content: 100, header: 20 },
  a: { content: 100, header: 20 },
  b: { content: 100, header: 20 },
  m: { content: 300, header: 20 },
};
const filler = () => fix(measure(createSizing(fillerColumns), fillerReadings, 600));
type Act = (state: SizingState) => SizingState;
const fillerCases: [string, Act, number[], boolean][] = [
  ['measured: a and b share the spare 204px', (s) => s, [100, 202, 202, 96], false],
  ['p +60: each filler gives back 30', (s) => resizeBy(s, 'p', 60), [160, 172, 172, 96], false],
  ['p +204: fillers back at natural', (s) => resizeBy(s, 'p', 204), [304, 100, 100, 96], false],
  ['p +250: no filler left, it overflows', (s) => resizeBy(s, 'p', 250), [350, 100, 100, 96], true],
  [
    "a +50: a is the user's, b alone fills",
    (s) => resizeBy(s, 'a', 50),
    [100, 252, 152, 96],
    false,
  ],
  ['a −100: b takes the room', (s) => resizeBy(s, 'a', -100), [100, 102, 302, 96], false],
  [
    'a and b both sized: nothing fills, the table is narrower',
    (s) => resizeBy(resizeBy(s, 'a', -100), 'b', -100),
    [100, 102, 202, 96],
    false,
  ],
  [
    'reset a: it fills again',
    (s) => reset(resizeBy(s, 'a', -100), 'a'),
    [100, 202, 202, 96],
    false,
  ],
  [
    'a drag takes filler room live',
    (s) => resizeMove(resizeStart(s, 'm', 0, 1), 40),
    [100, 182, 182, 136],
    false,
  ],
];
for (const [name, act, expected, overflows] of fillerCases) {
  test(`filler room: ${name}`, () => {
    const state = act(filler());
    const shown = fillerColumns.map(({ id }) => widthOf(state, id) ?? 0);
    expect(shown).toEqual(expected);
    expect(shown.reduce((sum, w) => sum + w, 0) > 600).toBe(overflows);
  });
}

test('filler room follows the container without measuring again', () => {
  const wider = { ...filler(), available: 700 };
  expect(fillerColumns.map(({ id }) => widthOf(wider, id))).toEqual([100, 252, 252, 96]);
});

test('spare room is shared in proportion to natural widths, in whole pixels that add up', () => {
  // A browser shares a plain table's room the same way, so server HTML shows these widths.
  const state = measure(
    createSizing([column('a'), column('b'), column('c', 'min')]),
    {
      a: { content: 100, header: 10 },
      b: { content: 200, header: 10 },
      c: { content: 50, header: 40 },
    },
    596,
  );
  // 596 − (100 + 200 + 96) = 200 to share: a takes a third (66.7 → 67), b the rest.
  expect([widthOf(state, 'a'), widthOf(state, 'b'), widthOf(state, 'c')]).toEqual([167, 333, 96]);
  const odd = { ...state, available: 397 };
  expect([widthOf(odd, 'a'), widthOf(odd, 'b'), widthOf(odd, 'c')]).toEqual([100, 201, 96]);
});

const dragCases: [string, string, 1 | -1, number, (number | undefined)[]][] = [
  ['widen by 60 (LTR)', 'name', 1, 60, [211, 96, 210, 320]],
  ['narrow by 40 (LTR)', 'note', 1, -40, [151, 96, 210, 280]],
  ['RTL: moving left widens', 'name', -1, -60, [211, 96, 210, 320]],
  ['clamped at the minimum', 'email', 1, -500, [151, MIN_WIDTH, 210, 320]],
  ['all-content never under its content', 'id', 1, -100, [151, 96, 210, 320]],
];
for (const [name, id, direction, dx, expected] of dragCases) {
  test(`drag: ${name}`, () => {
    let state = resizeStart(fixed(), id, 500, direction);
    for (let step = 1; step <= 4; step++) state = resizeMove(state, 500 + (dx * step) / 4);
    expect(widths(state)).toEqual(expected);
    expect(widths(resizeEnd(state))).toEqual(expected);
  });
}

test('drag: in a table drawn at 80% (a dialog zooming in), 40 px of pointer is 50 px of width', () => {
  const state = resizeMove(resizeStart(fixed(), 'name', 500, 1, 0.8), 540);
  expect(widthOf(state, 'name')).toBe(201);
  expect(widthOf(resizeMove(resizeStart(fixed(), 'name', 500, -1, 0.8), 460), 'name')).toBe(201);
});

test('cancel drops the drag and restores the width it started from', () => {
  const dragging = resizeMove(resizeStart(fixed(), 'name', 0, 1), 80);
  expect(widthOf(dragging, 'name')).toBe(231);
  expect(widthOf(cancel(dragging), 'name')).toBe(151);
  expect(cancel(dragging).drag).toBeNull();
});

test('reset returns a resized column to its measured width', () => {
  const resized = resizeEnd(resizeMove(resizeStart(fixed(), 'name', 0, 1), 99));
  expect(widthOf(resized, 'name')).toBe(250);
  expect(widthOf(reset(resized, 'name'), 'name')).toBe(151);
  expect(reset(fixed(), 'name')).toEqual(fixed());
});

const autofitCases: [string, string, number, number][] = [
  ['content wider: raised to fit', 'email', 260.3, 261],
  ['content narrower: unchanged', 'email', 80, 96],
  ['calculateWidthOnUpdate off: unchanged', 'note', 900, 320],
];
for (const [name, id, content, expected] of autofitCases) {
  test(`autofit: ${name}`, () => {
    expect(widthOf(autofit(fixed(), id, content), id)).toBe(expected);
  });
}

test('keyboard resizeBy adds the step and clamps', () => {
  expect(widthOf(resizeBy(fixed(), 'name', 10), 'name')).toBe(161);
  expect(widthOf(resizeBy(fixed(), 'name', -500), 'name')).toBe(MIN_WIDTH);
});

test('a data change forgets measured widths and keeps the ones the user chose', () => {
  const resized = resizeBy(fixed(), 'name', 50);
  const changed = dataChanged(resized);
  expect(changed.phase).toBe('uninitialised');
  expect(widths(changed)).toEqual([undefined, undefined, undefined, undefined]);
  expect(changed.widths).toEqual({ name: 201 });
  const remeasured = fix(measure(changed, { ...readings, name: { content: 90, header: 60 } }));
  // The user's 201px stays; the other columns take their new readings.
  expect(widths(remeasured)).toEqual([201, 96, 210, 320]);
  expect(widthOf(reset(remeasured, 'name'), 'name')).toBe(90);
});

test('a floor keeps natural widths from narrowing (sorted data): they only grow', () => {
  const before = fixed();
  // The same data in another order: name's widest value left the page, id's grew.
  const sorted = {
    ...readings,
    name: { content: 90, header: 60 },
    id: { content: 240, header: 30 },
  };
  const grown = fix(measure(dataChanged(before), sorted, 0, before.natural));
  expect(widths(grown)).toEqual([151, 96, 240, 320]);
  // Without the floor, the column fits its new content.
  expect(widths(fix(measure(dataChanged(before), sorted)))).toEqual([90, 96, 240, 320]);
  // A width the user chose is the user's either way; reset returns to the floored width.
  const chosen = fix(
    measure(dataChanged(resizeBy(before, 'name', -40)), sorted, 0, before.natural),
  );
  expect(widthOf(chosen, 'name')).toBe(111);
  expect(widthOf(reset(chosen, 'name'), 'name')).toBe(151);
});

test('a re-measure that finds nothing wider under the floor is the same measure', () => {
  const before = fixed();
  const narrower = { ...readings, name: { content: 90, header: 60 } };
  const again = fix(measure(dataChanged(before), narrower, 0, before.natural));
  expect(sameMeasure(before, again)).toBe(true);
  const wider = { ...readings, id: { content: 240, header: 30 } };
  expect(sameMeasure(before, fix(measure(dataChanged(before), wider, 0, before.natural)))).toBe(
    false,
  );
  expect(sameMeasure(before, fix(measure(dataChanged(before), narrower, 80, before.natural)))).toBe(
    false,
  );
  expect(sameMeasure(before, measure(dataChanged(before), narrower, 0, before.natural))).toBe(
    false,
  );
});

test('widths are keyed by id: hiding a column moves no other width', () => {
  const all = resizeBy(resizeBy(fixed(), 'note', -20), 'id', 15);
  const withoutEmail = fix(
    measure(
      createSizing(
        columns.filter(({ id }) => id !== 'email'),
        all.widths,
      ),
      readings,
    ),
  );
  expect(widthOf(withoutEmail, 'note')).toBe(300);
  expect(widthOf(withoutEmail, 'id')).toBe(225);
  expect(widthOf(withoutEmail, 'name')).toBe(151);
});

test('widths of unknown or hidden columns are kept but not laid out', () => {
  const state = fix(measure(createSizing(columns, { gone: 400, name: 170 }), readings));
  expect(layout(state)).toEqual({ name: 170, email: 96, id: 210, note: 320 });
  expect(resizeBy(state, 'name', 10).widths).toEqual({ gone: 400, name: 180 });
});

test('controlled widths are clamped when laid out', () => {
  const state = withWidths(fixed(), { name: 5, note: 99999, id: 10 });
  expect(widths(state)).toEqual([MIN_WIDTH, 96, 210, MAX_WIDTH]);
});

test('widths that are not numbers are dropped, and their columns take their measured widths', () => {
  const fromStorage = JSON.parse(
    '{"name": "x", "email": null, "id": 250, "note": [300], "gone": {}}',
  ) as Record<string, number>;
  const { widths: usable, problems } = usableWidths({ ...fromStorage, extra: Number.NaN });
  expect(usable).toEqual({ id: 250 });
  // Each names the column and the value as given, and the fix.
  expect(
    problems.map((problem) => /^Column widths: the width of (".+" is .+), not/.exec(problem)?.[1]),
  ).toEqual([
    '"name" is "x"',
    '"email" is null',
    '"note" is [300]',
    '"gone" is {}',
    '"extra" is NaN',
  ]);
  expect(problems[0]).toMatch(/Check widths read back from storage/);
  expect(widths(withWidths(fixed(), usable))).toEqual([151, 96, 250, 320]);
  const clean = { name: 170 };
  expect(usableWidths(clean)).toEqual({ widths: clean, problems: [] });
  expect(usableWidths(clean).widths).toBe(clean);
  // Not an object of entries at all: no widths, and one problem that says so.
  const notAnObject = usableWidths(JSON.parse('"abc"') as Record<string, number>);
  expect(notAnObject.widths).toEqual({});
  expect(notAnObject.problems).toEqual([
    expect.stringMatching(
      /^Column widths: expected an object of widths in px by column id, got "abc"/,
    ),
  ]);
});

test('a key press at a limit changes nothing: a measured width does not become a chosen one', () => {
  // An all-content column at its content; a chosen width at the floor of 48.
  const state = withWidths(fixed(), { name: MIN_WIDTH });
  expect(resizeBy(state, 'id', -10)).toBe(state);
  expect(resizeBy(state, 'name', -10)).toBe(state);
  expect(resizeBy(state, 'id', 10).widths).toEqual({ name: MIN_WIDTH, id: 220 });
});

test('minWidth: measured at least that wide, and no resize goes under it', () => {
  const floored: SizingColumn[] = [
    { ...column('name', 'pinned'), minWidth: 200 },
    { ...column('email', 'min'), minWidth: 220 },
    { ...column('id', 'all-content'), minWidth: 100 },
    { ...column('note'), minWidth: 400 },
  ];
  const state = fix(measure(createSizing(floored), readings));
  // Over the content (name, email, note, even past the default cap of 320); under it, the content.
  expect(floored.map(({ id }) => widthOf(state, id))).toEqual([200, 220, 210, 400]);
  expect(widthOf(resizeBy(state, 'name', -50), 'name')).toBe(200);
  expect(widthOf(withWidths(state, { email: 60 }), 'email')).toBe(220);
  expect(widthOf(resizeBy(state, 'id', -50), 'id')).toBe(210);
  // What a caller may pass: a floor from 48 to 2,000 px, in whole px.
  expect([undefined, Number.NaN, -5, 30, 120.2, 1e6].map(usableMinWidth)).toEqual([
    MIN_WIDTH,
    MIN_WIDTH,
    MIN_WIDTH,
    MIN_WIDTH,
    121,
    MAX_WIDTH,
  ]);
});

test('unknown columns are named in the error', () => {
  expect(() => autofit(fixed(), 'nope', 10)).toThrow(/Unknown column "nope"/);
});
