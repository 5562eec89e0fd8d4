import { Banner, PaginatedTable, Text, type Column } from 'paginated-table';

interface Invoice {
  id: string;
  customer: string;
  note: string;
  amount: string;
}

const invoices: Invoice[] = [
  { id: 'INV-1042', customer: 'Ada Lovelace', note: 'Paid by card', amount: '1,250.00' },
  { id: 'INV-1043', customer: 'Grace Hopper', note: 'Overdue since March', amount: '87.50' },
];

const columns: Column<Invoice>[] = [
  {
    id: 'customer',
    header: 'Customer',
    cell: (invoice) => <Text variant="strong">{invoice.customer}</Text>,
  },
  {
    id: 'id',
    header: 'Invoice',
    cell: (invoice) => <Text variant="mono">{invoice.id}</Text>,
  },
  {
    id: 'note',
    header: 'Note',
    cell: (invoice) => <Text variant="secondary">{invoice.note}</Text>,
  },
  { id: 'amount', header: 'Amount', align: 'number', variant: 'all-content' },
];

export default function App() {
  return (
    <PaginatedTable
      caption="Invoices"
      banner={<Banner variant="info">Amounts are in euros.</Banner>}
      columns={columns}
      rows={invoices}
      pagination={{ totalCount: invoices.length, pageSize: invoices.length }}
      height={180}
    />
  );
}
