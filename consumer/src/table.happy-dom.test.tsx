// @vitest-environment happy-dom
// The same app's unit tests in happy-dom, Vitest's other DOM: the table renders, pages, sorts and
// opens its row menus there too, with no polyfill. Like jsdom, happy-dom lays nothing out, so
// every column is measured as if empty.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Customers } from './readme/Customers';
import ColumnsSample from './samples/ColumnsSample';
import SortingSample from './samples/SortingSample';

const logged = vi.fn();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(logged);
  vi.spyOn(console, 'warn').mockImplementation(logged);
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  expect(logged).not.toHaveBeenCalled();
  logged.mockReset();
});

test('shows the first page, and Load more adds the next', async () => {
  const user = userEvent.setup();
  render(<Customers />);
  const table = screen.getByRole('table', { name: 'Customers' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);

  await user.click(screen.getByRole('link', { name: 'Load more' }));
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(screen.getByText('Showing 20 of 45')).toBeDefined();
});

test('sorts by a header', async () => {
  const user = userEvent.setup();
  render(<SortingSample />);
  await screen.findByRole('cell', { name: 'Customer 1' });
  await user.click(screen.getByRole('link', { name: 'Total' }));
  expect(await screen.findByText('Sorted by Total, ascending')).toBeDefined();
  expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe(
    'ascending',
  );
});

test('a row menu opened by a click stays open for the keys that follow', async () => {
  const user = userEvent.setup();
  render(<ColumnsSample />);
  const trigger = screen.getByRole('button', { name: 'Actions for Ada Lovelace' });
  await user.click(trigger);
  const menu = screen.getByRole('menu');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: /Copy/ }));

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test('resizes a column by keys', async () => {
  const user = userEvent.setup();
  render(<Customers />);
  const handle = screen.getByRole('separator', { name: 'Resize Country' });
  const before = Number(handle.getAttribute('aria-valuenow'));
  handle.focus();
  await user.keyboard('{ArrowRight}');
  expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 10);
});
