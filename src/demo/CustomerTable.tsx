import { useMemo } from 'react';
import { PaginatedTable } from '../PaginatedTable/PaginatedTable.js';
import { Banner } from '../primitives/Banner.js';
import { useCustomerColumns } from './columns.js';
import { customers } from './customers.js';
import type { FeaturesProps } from './features.js';
import { useDemoText } from './messages.js';

/** The demo's customer table with every state exposed as a prop. */
export function CustomerTable({
  loading,
  empty,
  pinnedColumns,
  rowCount,
  textWrap,
  height,
}: FeaturesProps) {
  const t = useDemoText();
  const columns = useCustomerColumns({ pinned: pinnedColumns, textWrap });
  const count = empty ? 0 : Math.max(0, Math.min(rowCount, customers.length));
  const rows = useMemo(() => customers.slice(0, count), [count]);
  return (
    <PaginatedTable
      caption={t('demo.caption')}
      banner={<Banner variant="info">{t('demo.infoBanner')}</Banner>}
      columns={columns}
      rows={rows}
      loading={loading}
      height={height}
      pagination={{ nextCursor: 0, totalCount: customers.length, pageSize: rows.length }}
    />
  );
}
