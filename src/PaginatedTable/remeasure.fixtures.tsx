// Tables whose text changes width after they measured: a late web font, new header texts.
import { ThemeProvider } from '@emotion/react';
import { useMemo, useState } from 'react';
import { lightTheme } from '../theme/theme.js';
import type { Column } from './columns.js';
import { PaginatedTable } from './PaginatedTable.js';
import { accounts, ManyRowsTable, type Account } from './scale.fixtures.js';

/** `family` first in the theme's font: until a test loads it, the fallback draws the text. */
export function WebFontTable({ rowCount, family }: { rowCount: number; family: string }) {
  const theme = useMemo(
    () => ({ ...lightTheme, font: { ...lightTheme.font, family: `"${family}", sans-serif` } }),
    [family],
  );
  return (
    <ThemeProvider theme={theme}>
      <ManyRowsTable rowCount={rowCount} />
    </ThemeProvider>
  );
}

/** The columns' header texts switch language on a button, as an app's language switch does. */
export function RelabelledTable({ rowCount }: { rowCount: number }) {
  const [german, setGerman] = useState(false);
  const rows = useMemo(() => accounts(rowCount), [rowCount]);
  const columns = useMemo<Column<Account>[]>(
    () => [
      { id: 'name', header: german ? 'Name des Kontos' : 'Name', variant: 'pinned' },
      { id: 'city', header: german ? 'Stadt oder Gemeinde des Wohnsitzes' : 'City' },
      { id: 'plan', header: german ? 'Tarif' : 'Plan', variant: 'min' },
    ],
    [german],
  );
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setGerman(true);
        }}
      >
        Deutsch
      </button>
      <PaginatedTable
        caption="Accounts"
        columns={columns}
        rows={rows}
        pagination={{ pageSize: rowCount, totalCount: rowCount + 100 }}
      />
    </>
  );
}
