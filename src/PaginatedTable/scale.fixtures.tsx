// A table of thousands of rows: Scale.ct.tsx mounts it (CT mounts components from another
// file), and the playground's "Many rows" story shows it.
import { useMemo, useState } from 'react';
import { PaginatedTable } from './PaginatedTable.js';
import { RowActions } from './RowActions.js';
import type { Column } from './columns.js';

interface Account {
  id: string;
  name: string;
  legalName: string;
  email: string;
  city: string;
  plan: string;
  balance: string;
}

const CITIES = ['Lisbon', 'Utrecht', 'Malmö', 'Leipzig', 'Porto', 'Ghent', 'Bergen', 'Tartu'];

/** Row `n` (1-based) names itself, so a test can find any one row by its text. */
export function accounts(count: number): Account[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: `account-${n}`,
      name: `Account ${n}`,
      legalName: `Account Number ${n} Holdings and Trading Company Limited`,
      email: `billing.${n}@example.com`,
      city: CITIES[n % CITIES.length] ?? '',
      plan: n % 3 === 0 ? 'Enterprise' : 'Team',
      balance: (n * 37.5).toFixed(2),
    };
  });
}

const columns: Column<Account>[] = [
  { id: 'name', header: 'Name', variant: 'pinned' },
  { id: 'legalName', header: 'Legal name' },
  { id: 'email', header: 'Email', variant: 'min' },
  { id: 'city', header: 'City' },
  { id: 'plan', header: 'Plan' },
  { id: 'balance', header: 'Balance', align: 'number' },
  {
    id: 'actions',
    header: 'Actions',
    align: 'actions',
    renderActions: (account) => (
      <RowActions name={account.name} items={[{ label: `Open ${account.name}`, href: '#' }]} />
    ),
  },
];

interface ManyRowsTableProps {
  rowCount: number;
  /** Rows a Load more adds; without it, no Load more. */
  loadMore?: number;
  /** Row `n`'s name (1-based) in place of "Account n", where it returns one. */
  nameOf?: (n: number) => string | undefined;
  loading?: boolean;
}

/** `rowCount` loaded rows, all of them in the DOM; with `loadMore`, a Load more that adds as many. */
export function ManyRowsTable({ rowCount, loadMore, nameOf, loading }: ManyRowsTableProps) {
  const [added, setAdded] = useState(0);
  const rows = useMemo(
    () =>
      accounts(rowCount + added).map((account, index) => {
        const name = nameOf?.(index + 1);
        return name === undefined ? account : { ...account, name };
      }),
    [rowCount, added, nameOf],
  );
  return (
    <PaginatedTable
      caption="Accounts"
      columns={columns}
      rows={rows}
      loading={loading}
      pagination={{ pageSize: rows.length, totalCount: rowCount + 100 }}
      loadMore={
        loadMore !== undefined
          ? {
              href: '#more',
              onClick: (event) => {
                event.preventDefault();
                setAdded((count) => count + loadMore);
              },
            }
          : undefined
      }
    />
  );
}

/** The names a Load more test reads: the first rows' are the widest until row 211's. */
function loadMoreName(n: number): string | undefined {
  if (n <= 3) return `Account ${n}, first screen`;
  if (n === 211) return `Account ${n}, the widest of the names`;
  return undefined;
}

/**
 * 200 rows whose first three have the widest names, and a Load more of 10 rows: the second one
 * brings a name wider still (row 211).
 */
export const LoadMoreWidthsTable = () => (
  <ManyRowsTable rowCount={200} loadMore={10} nameOf={loadMoreName} />
);
