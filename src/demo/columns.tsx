import { useMemo } from 'react';
import type { Column } from '../PaginatedTable/columns.js';
import { RowActions } from '../PaginatedTable/RowActions.js';
import { Text } from '../primitives/Text.js';
import type { Customer } from './customers.js';
import { useDemoText } from './messages.js';

function CustomerActions({ customer }: { customer: Customer }) {
  const demoText = useDemoText();
  const name = customer.displayName;
  return (
    <RowActions
      name={name}
      items={[
        {
          label: demoText('demo.rowAction', name),
          onSelect: () => {
            window.alert('you clicked');
          },
        },
        {
          label: demoText('demo.rowLink', name),
          href: `https://example.com/customers/${customer.id}`,
        },
      ]}
    />
  );
}

export interface CustomerColumnsOptions {
  /**
   * How many leading columns are pinned (0–2).
   * @default 1
   */
  pinned?: number;
  /**
   * Wraps long names and addresses instead of truncating them.
   * @default false
   */
  textWrap?: boolean;
}

/** The demo's customer columns, headers in the current locale. */
export function useCustomerColumns({
  pinned = 1,
  textWrap = false,
}: CustomerColumnsOptions = {}): Column<Customer>[] {
  const demoText = useDemoText();
  return useMemo(
    () => [
      {
        id: 'displayName',
        header: demoText('demo.column.displayName'),
        variant: pinned >= 1 ? 'pinned' : 'default',
        textWrapCell: textWrap,
        cell: (customer) => <Text variant="strong">{customer.displayName}</Text>,
      },
      {
        id: 'fullLegalName',
        header: demoText('demo.column.fullLegalName'),
        variant: pinned >= 2 ? 'pinned' : 'default',
        textWrapCell: textWrap,
      },
      {
        id: 'emailAddress',
        header: demoText('demo.column.emailAddress'),
        variant: 'min',
        // <bdi>: an address keeps its own direction on right-to-left pages.
        cell: (customer) => <bdi>{customer.emailAddress}</bdi>,
      },
      {
        id: 'accountId',
        header: demoText('demo.column.accountId'),
        cell: (customer) => <Text variant="mono">{customer.accountId}</Text>,
      },
      {
        id: 'telephoneNumber',
        header: demoText('demo.column.telephoneNumber'),
        cell: (customer) => <Text variant="mono">{customer.telephoneNumber}</Text>,
      },
      { id: 'country', header: demoText('demo.column.country'), textWrapCell: textWrap },
      {
        id: 'postalCode',
        header: demoText('demo.column.postalCode'),
        cell: (customer) => <Text variant="secondary">{customer.postalCode}</Text>,
      },
      {
        id: 'actions',
        header: demoText('demo.column.actions'),
        align: 'actions',
        renderActions: (customer) => <CustomerActions customer={customer} />,
      },
    ],
    [demoText, pinned, textWrap],
  );
}
