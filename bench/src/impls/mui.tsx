import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { COLUMNS, FONT, FRAME } from '../columns.js';
import type { Customer } from '../data.js';
import type { ImplProps } from '../main.js';
import { ActionButton, NameCell } from './shared.js';

const theme = createTheme({ typography: { fontFamily: FONT, fontSize: 14 } });

// The MIT edition pages at most 100 rows and cannot pin columns: it shows a 100-row page.
const PAGE = { pagination: { paginationModel: { page: 0, pageSize: 100 } } };

/** `@mui/x-data-grid` (MIT), virtualized as it ships. */
export function MuiTable({ rows }: ImplProps) {
  const firstId = rows[0]?.id;
  const columns = useMemo(
    () =>
      COLUMNS.map((column): GridColDef<Customer> => ({
        field: column.id,
        headerName: column.header,
        width: column.width,
        minWidth: 40,
        sortable: false,
        disableColumnMenu: true,
        resizable: column.id !== 'actions',
        ...(column.id === 'actions'
          ? { renderCell: ({ row }) => <ActionButton row={row} /> }
          : column.id === 'displayName'
            ? { renderCell: ({ row }) => <NameCell row={row} first={row.id === firstId} /> }
            : {}),
      })),
    [firstId],
  );
  return (
    <ThemeProvider theme={theme}>
      <div style={{ blockSize: FRAME.height }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={PAGE}
          pageSizeOptions={[100]}
          rowHeight={37}
          disableRowSelectionOnClick
        />
      </div>
    </ThemeProvider>
  );
}
