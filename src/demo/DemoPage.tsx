import styled from '@emotion/styled';
import { useUrlPagination } from 'paginated-table';
import { useMemo } from 'react';
import { LocaleProvider, useLocale } from '../i18n/LocaleProvider.js';
import { en, type Messages } from '../i18n/messages.js';
import { PaginatedTable } from '../PaginatedTable/PaginatedTable.js';
import { Banner } from '../primitives/Banner.js';
import { useCustomerColumns } from './columns.js';
import { customers } from './customers.js';
import { Docs, HEADING_SIZE } from './Docs.js';
import { useDemoText } from './messages.js';

export const DEMO_TABLE_HEIGHT = 600;
/** Rows shown at first and added by each Load more: `nextCursor + 10` rows, at most all 45. */
export const DEMO_PAGE_SIZE = 10;

// Not a <main>: Ladle renders every story inside its own <main> landmark.
const Page = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  maxInlineSize: '1200px',
  padding: theme.space[4],
  fontFamily: theme.font.family,
  color: theme.colors.text,
  '& h1': { margin: 0, fontSize: HEADING_SIZE },
}));

/**
 * The specification's English for the demo's row menu buttons and empty state, where the
 * library's English says "Actions for {name}" and "No rows to show".
 */
const specEnglish = {
  ...en,
  'table.fallback': 'Fallback message',
  'table.rowTrigger': 'Trigger {name}',
} as const satisfies Messages;

/**
 * The demo page: a heading, two tables of the 45 demo customers (the first with one pinned
 * column and an info banner, the second with two pinned columns and an alert banner), paged
 * together by one `?nextCursor=` Load more, then the usage samples (`Docs`).
 */
export function DemoPage() {
  const { locale } = useLocale();
  return locale.split('-')[0] === 'en' ? (
    <LocaleProvider locale={locale} messages={specEnglish}>
      <DemoContent />
    </LocaleProvider>
  ) : (
    <DemoContent />
  );
}

function DemoContent() {
  const t = useDemoText();
  // Both tables share one `nextCursor`: one Load more loads more in each.
  const { rowCount, pagination, loadMore } = useUrlPagination({
    pageSize: DEMO_PAGE_SIZE,
    totalCount: customers.length,
  });
  const rows = useMemo(() => customers.slice(0, rowCount), [rowCount]);
  const onePinned = useCustomerColumns({ pinned: 1 });
  const twoPinned = useCustomerColumns({ pinned: 2 });

  return (
    <Page>
      <h1>{t('demo.heading')}</h1>
      <PaginatedTable
        caption={t('demo.caption')}
        banner={<Banner variant="info">{t('demo.infoBanner')}</Banner>}
        columns={onePinned}
        rows={rows}
        pagination={pagination}
        loadMore={loadMore}
        height={DEMO_TABLE_HEIGHT}
      />
      <PaginatedTable
        caption={t('demo.captionPinned')}
        // One Load more pages both tables: the first one's status announces it, once.
        announceResults={false}
        banner={<Banner variant="alert">{t('demo.alertBanner')}</Banner>}
        columns={twoPinned}
        rows={rows}
        pagination={pagination}
        loadMore={loadMore}
        height={DEMO_TABLE_HEIGHT}
      />
      <Docs />
    </Page>
  );
}
