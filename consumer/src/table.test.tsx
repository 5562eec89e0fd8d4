// @vitest-environment jsdom
// An app's own unit tests, in jsdom with Vitest and Testing Library: the table renders, pages,
// sorts, opens its row menus and takes keys and drags there, with no polyfill. jsdom lays
// nothing out, so every column is measured as if empty, at its narrowest: test widths and
// pinning in a real browser.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Customers } from './readme/Customers';
import ColumnsSample from './samples/ColumnsSample';
import SortingSample from './samples/SortingSample';

// The table and its samples report misuse on the console: a test that prints there fails.
const logged = vi.fn();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(logged);
  vi.spyOn(console, 'warn').mockImplementation(logged);
});
afterEach(() => {
  cleanup();
  // The samples keep their page and sort in the URL.
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  expect(logged).not.toHaveBeenCalled();
  logged.mockReset();
});

test('shows the first page, and Load more adds the next', async () => {
  const user = userEvent.setup();
  render(<Customers />);
  const table = screen.getByRole('table', { name: 'Customers' });
  // The header row and 10 rows.
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(screen.getByText('Showing 10 of 45')).toBeDefined();

  await user.click(screen.getByRole('link', { name: 'Load more' }));
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(screen.getByText('Showing 20 of 45')).toBeDefined();
  expect(window.location.search).toBe('?nextCursor=10');
});

test('renders inside a transformed wrapper, as in a dialog that zooms in', () => {
  render(
    <div style={{ transform: 'scale(0.95)' }}>
      <Customers />
    </div>,
  );
  const table = screen.getByRole('table', { name: 'Customers' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);
});

test('sorts by a header', async () => {
  const user = userEvent.setup();
  render(<SortingSample />);
  // The sample's data source answers after 200 ms.
  const first = await screen.findByRole('cell', { name: 'Customer 1' });
  expect(first.closest('tr')?.getAttribute('aria-rowindex')).toBe('2');

  await user.click(screen.getByRole('link', { name: 'Total' }));
  const total = screen.getByRole('columnheader', { name: /Total/ });
  expect(await screen.findByText('Sorted by Total, ascending')).toBeDefined();
  expect(total.getAttribute('aria-sort')).toBe('ascending');
  const rows = within(screen.getByRole('table', { name: 'Purchases' })).getAllByRole('row');
  const totals = rows.slice(1).map((row) => Number(row.lastElementChild?.textContent));
  expect(totals).toEqual(totals.toSorted((a, b) => a - b));
});

test('opens a row menu from the keyboard, and Escape closes it', async () => {
  const user = userEvent.setup();
  render(<ColumnsSample />);
  const trigger = screen.getByRole('button', { name: 'Actions for Ada Lovelace' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = screen.getByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Email Ada Lovelace', 'Copy A-1001']);
  expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: /Email/ }));

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test('every column is measured as if empty: at its narrowest', () => {
  render(<ColumnsSample />);
  const widths = screen
    .getAllByRole('separator')
    .map((handle) => [handle.getAttribute('aria-label'), handle.getAttribute('aria-valuetext')]);
  // 48 pixels, the narrowest any column goes; 96 for a `min` column (Email).
  expect(Object.fromEntries(widths)).toEqual({
    'Resize Customer': '48 pixels',
    'Resize Order': '48 pixels',
    'Resize Email': '96 pixels',
    'Resize Note': '48 pixels',
    'Resize Total': '48 pixels',
  });
});

test('resizes a column by keys, by a drag and by two clicks; a double-click resets it', async () => {
  const user = userEvent.setup();
  render(<Customers />);
  const handle = screen.getByRole('separator', { name: 'Resize Country' });
  const width = () => Number(handle.getAttribute('aria-valuenow'));
  const before = width();
  handle.focus();
  await user.keyboard('{ArrowRight}');
  expect(width()).toBeGreaterThan(before);

  await user.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: { clientX: 100 } },
    { target: handle, coords: { clientX: 160 } },
    { keys: '[/MouseLeft]', target: handle, coords: { clientX: 160 } },
  ]);
  expect(width()).toBeGreaterThan(before + 60);

  await user.dblClick(handle);
  expect(width()).toBe(before);

  // Two clicks, no drag: one on the handle, one in the head where its edge goes.
  const [spot] = screen.getAllByRole('columnheader');
  if (!spot) throw new Error('No column header.');
  await user.pointer([
    { keys: '[MouseLeft]', target: handle, coords: { clientX: 100 } },
    { target: spot, coords: { clientX: 130 } },
    { keys: '[MouseLeft]', target: spot, coords: { clientX: 130 } },
  ]);
  expect(width()).toBe(before + 30);
  expect(document.activeElement).toBe(handle);
});
