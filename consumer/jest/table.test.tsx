// The app's unit tests under Jest and jsdom, with Testing Library (jest.config.js): the same
// table as in src/table.test.tsx, which Vitest runs.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Customers } from '../src/readme/Customers';
import ColumnsSample from '../src/samples/ColumnsSample';

// The table and its samples report misuse on the console: a test that prints there fails.
const logged = jest.fn();
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(logged);
  jest.spyOn(console, 'warn').mockImplementation(logged);
});
afterEach(() => {
  // The samples keep their page in the URL.
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
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

test('opens a row menu, and Escape closes it', async () => {
  const user = userEvent.setup();
  render(<ColumnsSample />);
  const trigger = screen.getByRole('button', { name: 'Actions for Ada Lovelace' });
  await user.click(trigger);
  expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(2);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger);
});
