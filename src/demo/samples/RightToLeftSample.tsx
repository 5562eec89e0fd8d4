import { PaginatedTable, type Column } from 'paginated-table';

interface Contact {
  id: string;
  name: string;
  email: string;
  city: string;
}

const contacts: Contact[] = [
  { id: '1', name: 'ليلى حداد', email: 'layla@example.com', city: 'بيروت' },
  { id: '2', name: 'عمر نصار', email: 'omar@example.com', city: 'عمّان' },
];

const columns: Column<Contact>[] = [
  { id: 'name', header: 'الاسم', variant: 'pinned' },
  // An address reads left to right inside right-to-left text: <bdi> keeps it whole.
  { id: 'email', header: 'البريد', cell: (contact) => <bdi>{contact.email}</bdi> },
  { id: 'city', header: 'المدينة' },
];

// dir="rtl" on any ancestor: columns, pins, menus and arrow keys follow it.
export default function App() {
  return (
    <div dir="rtl" lang="ar">
      <PaginatedTable
        caption="جهات الاتصال"
        columns={columns}
        rows={contacts}
        pagination={{ totalCount: contacts.length, pageSize: contacts.length }}
        height={180}
      />
    </div>
  );
}
