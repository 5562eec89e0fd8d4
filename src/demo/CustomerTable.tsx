import { useMemo } from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import type { Locale } from '../i18n/messages.js';
import { PaginatedTable } from '../PaginatedTable/PaginatedTable.js';
import { Banner } from '../primitives/Banner.js';
import { useCustomerColumns } from './columns.js';
import { customers } from './customers.js';

export interface FeaturesProps {
  /** Shows the spinner over dimmed, inert content. */
  loading: boolean;
  /** Shows no rows, hence the fallback message. */
  empty: boolean;
  /** Leading columns pinned at the inline start (0–2). */
  pinnedColumns: number;
  /** Rows shown, of the 45 customers. */
  rowCount: number;
  locale: Locale;
  /** Wraps long names and countries instead of truncating them. */
  textWrap: boolean;
  /** Height of the table area in pixels. */
  height: number;
}

/** The demo's customer table with every state exposed as a prop. */
export function CustomerTable({
  loading,
  empty,
  pinnedColumns,
  rowCount,
  textWrap,
  height,
}: FeaturesProps) {
  const { t } = useLocale();
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
