import { PaginatedTable, RowActions, Text, type Column } from 'paginated-table';

interface Order {
  id: string;
  customer: string;
  email: string;
  note: string;
  total: number;
  internalCode: string;
}

const orders: Order[] = [
  {
    id: 'A-1001',
    customer: 'Ada Lovelace',
    email: 'ada@example.com',
    note: 'Leave the parcel with the neighbour at number 12 if nobody answers the door.',
    total: 1250,
    internalCode: 'X7',
  },
  {
    id: 'A-1002',
    customer: 'Grace Hopper',
    email: 'grace@example.com',
    note: 'Gift wrap.',
    total: 87.5,
    internalCode: 'Q2',
  },
];

const columns: Column<Order>[] = [
  // A field column: `id` names a field of the row, shown as text.
  { id: 'customer', header: 'Customer', variant: 'pinned' },
  // A cell column: `cell` renders the cell; `id` is any unique key.
  { id: 'order', header: 'Order', cell: (order) => <Text variant="mono">{order.id}</Text> },
  { id: 'email', header: 'Email', variant: 'min' },
  { id: 'note', header: 'Note', textWrapCell: true },
  { id: 'total', header: 'Total', align: 'number', variant: 'all-content' },
  { id: 'internalCode', header: 'Code', hide: true },
  // The actions column: a menu per row, stuck to the inline end.
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (order) => (
      <RowActions
        name={order.customer}
        items={[
          { label: `Email ${order.customer}`, href: `mailto:${order.email}` },
          {
            label: `Copy ${order.id}`,
            onSelect: () => void navigator.clipboard.writeText(order.id),
          },
        ]}
      />
    ),
  },
];

export default function App() {
  return (
    <PaginatedTable
      caption="Orders"
      columns={columns}
      rows={orders}
      pagination={{ totalCount: orders.length, pageSize: orders.length }}
      height={240}
    />
  );
}
