// Test-only components for the CT suite: CT mounts components imported from another file.
import { Component, type ReactNode } from 'react';
import { customers, type Customer } from '../demo/customers.js';
import { CustomerTable } from '../demo/CustomerTable.js';
import type { Column } from './columns.js';
import { PaginatedTable } from './PaginatedTable.js';
import { RowActions } from './RowActions.js';

export { CustomerTable };

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const pagination = { nextCursor: 0, totalCount: 1, pageSize: 1 };

const actionsWithoutRenderer: Column<Customer>[] = [
  { id: 'displayName', header: 'Name' },
  // @ts-expect-error as an untyped caller would pass it: the run-time error is under test
  { id: 'actions', header: 'Actions', align: 'actions' },
];

export const MissingActionsRender = () => (
  <Catch>
    <PaginatedTable
      caption="Broken"
      columns={actionsWithoutRenderer}
      rows={customers.slice(0, 1)}
      pagination={pagination}
    />
  </Catch>
);

export const NoColumns = () => (
  <Catch>
    <PaginatedTable
      caption="Broken"
      columns={[]}
      rows={customers.slice(0, 1)}
      pagination={pagination}
    />
  </Catch>
);

declare global {
  interface Window {
    /** Body cell renders seen by `RenderCountingTable`. */
    bodyCellRenders?: number;
  }
}

const counted = (render: (customer: Customer) => ReactNode) => (customer: Customer) => {
  window.bodyCellRenders = (window.bodyCellRenders ?? 0) + 1;
  return render(customer);
};

const countingColumns: Column<Customer>[] = [
  { id: 'displayName', header: 'Name', variant: 'pinned', cell: counted((c) => c.displayName) },
  { id: 'emailAddress', header: 'Email', variant: 'min', cell: counted((c) => c.emailAddress) },
  { id: 'country', header: 'Country', cell: counted((c) => c.country) },
];

/** Counts every body cell render, so a test can prove a drag re-renders no row. */
export const RenderCountingTable = () => (
  <PaginatedTable
    caption="Counted"
    columns={countingColumns}
    rows={customers}
    pagination={{ nextCursor: 0, totalCount: customers.length, pageSize: customers.length }}
    height={400}
  />
);

interface Untrusted {
  id: string;
  name: string;
  site: string;
}

// Row data and headers as an attacker would write them: markup, script and script URLs.
const hostileRows: Untrusted[] = [
  {
    id: '<b>1</b>',
    name: '<img src=x onerror="window.pwned=\'cell\'">',
    site: 'javascript:window.pwned="link"',
  },
  { id: '2', name: '</td></tr><script>window.pwned="script"</script>', site: ' JaVa\tScRiPt:x' },
];

const hostileColumns: Column<Untrusted>[] = [
  { id: 'name', header: '<i onmouseover="window.pwned=\'header\'">Name</i>' },
  { id: 'site', header: 'Site' },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (row) => (
      <RowActions name={row.name} items={[{ label: 'Open site', href: row.site }]} />
    ),
  },
];

/** Untrusted data in cells, headers and a row-menu link, to prove it stays text and inert. */
export const UntrustedContentTable = () => (
  <PaginatedTable
    caption="Untrusted"
    columns={hostileColumns}
    rows={hostileRows}
    pagination={{ nextCursor: 0, totalCount: 2, pageSize: 2 }}
  />
);
