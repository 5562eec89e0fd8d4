import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaginatedTable, TableThemeProvider, darkTheme, type Column } from 'paginated-table';
// Written by `npm run check:consumer` from the README's marked sample, verbatim.
import { Customers } from '../readme/Customers';
import { appTheme } from './theme';

// The app's styled code, typed by its own theme (theme.ts).
const Title = styled.h1(({ theme }) => ({
  color: theme.colors.primary,
  marginBlock: theme.space(2),
}));
const Customer = styled.strong(({ theme }) => ({ color: theme.colors.primary }));

interface Order {
  id: string;
  customer: string;
  total: number;
}

const orders: Order[] = [
  { id: '1', customer: 'Ada', total: 120 },
  { id: '2', customer: 'Grace', total: 80 },
];

// A cell of the app's own styled code, inside the table in its dark theme.
const columns: Column<Order>[] = [
  { id: 'customer', header: 'Customer', cell: (order) => <Customer>{order.customer}</Customer> },
  { id: 'total', header: 'Total', align: 'number' },
];

const root = document.getElementById('root');
if (!root) throw new Error('own-theme.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={appTheme}>
      <Title>Our app</Title>
      <Customers />
      <TableThemeProvider theme={darkTheme}>
        <PaginatedTable
          caption="Orders"
          columns={columns}
          rows={orders}
          pagination={{ totalCount: orders.length, pageSize: orders.length }}
          height={160}
        />
      </TableThemeProvider>
    </ThemeProvider>
  </StrictMode>,
);
