import { expect, test } from '@playwright/test';
import { fontFamilies, hasBox } from './measure.js';

const nodeGlobals = globalThis as { getComputedStyle?: typeof getComputedStyle };
test.afterEach(() => {
  delete nodeGlobals.getComputedStyle;
});

/** A chain of stand-in elements, innermost first: enough DOM for `hasBox`. */
function chain(...links: { rects: number; display: string }[]): Element {
  let parent: Element | null = null;
  const displays = new Map<Element, string>();
  for (const { rects, display } of links.toReversed()) {
    const element = { getClientRects: () => ({ length: rects }), parentElement: parent };
    parent = element as unknown as Element;
    displays.set(parent, display);
  }
  nodeGlobals.getComputedStyle = ((element: Element) => ({
    display: displays.get(element) ?? 'block',
  })) as typeof getComputedStyle;
  if (!parent) throw new Error('An empty chain.');
  return parent;
}

test('hasBox: laid out; in a display: none subtree; or where nothing lays out (jsdom)', () => {
  expect(hasBox(chain({ rects: 1, display: 'table' }))).toBe(true);
  // A closed tab: the table and its area have no box, the panel is display: none.
  expect(
    hasBox(
      chain(
        { rects: 0, display: 'table' },
        { rects: 0, display: 'block' },
        {
          rects: 0,
          display: 'none',
        },
      ),
    ),
  ).toBe(false);
  // jsdom: no element has a box, and none is display: none. Measured (at 0) as ever, never
  // left waiting, nor hidden from `getByRole`.
  expect(hasBox(chain({ rects: 0, display: 'table' }, { rects: 0, display: 'block' }))).toBe(true);
});

test('fontFamilies: the names of a font-family value or a FontFace family, unquoted, lower case', () => {
  expect(fontFamilies('"Late Web Font", Inter, \'Segoe UI\', sans-serif')).toEqual([
    'late web font',
    'inter',
    'segoe ui',
    'sans-serif',
  ]);
  // Chromium quotes a FontFace's family that has a space; Firefox does not.
  expect(fontFamilies('"Late Web Font"')).toEqual(fontFamilies('Late Web Font'));
  expect(fontFamilies('')).toEqual([]);
});
