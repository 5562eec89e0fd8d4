import styled from '@emotion/styled';
import { useMemo } from 'react';
import { PaginatedTable } from '../PaginatedTable/PaginatedTable.js';
import { Banner } from '../primitives/Banner.js';
import { useCustomerColumns } from './columns.js';
import { customers } from './customers.js';
import { Docs } from './Docs.js';
import { useDemoText } from './messages.js';
import { useUrlCursor } from './useUrlCursor.js';

export const DEMO_TABLE_HEIGHT = 600;

// Not a <main>: Ladle renders every story inside its own <main> landmark.
const Page = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  maxInlineSize: '1200px',
  padding: theme.space[4],
  fontFamily: theme.font.family,
  color: theme.colors.text,
  '& h1': { margin: 0, fontSize: theme.font.size.xl },
}));

/** The documentation page of SPEC.md: two customer tables driven by `?nextCursor=`. */
export function DemoPage() {
  const t = useDemoText();
  const { cursor, count, loadMore } = useUrlCursor(customers.length);
  const rows = useMemo(() => customers.slice(0, count), [count]);
  const onePinned = useCustomerColumns({ pinned: 1 });
  const twoPinned = useCustomerColumns({ pinned: 2 });
  const pagination = { nextCursor: cursor, totalCount: customers.length, pageSize: rows.length };

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
