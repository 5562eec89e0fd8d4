import { useLocale } from '../i18n/LocaleProvider.js';
import { Link } from '../primitives/Link.js';
import type { Pagination } from './columns.js';
import type { PaginatedTableProps } from './PaginatedTable.js';
import { Footer } from './PaginatedTable.styles.js';

export interface TableFooterProps {
  pagination: Pagination;
  loadMore: PaginatedTableProps<object>['loadMore'];
  /** Hides Load more while a page loads. */
  loading: boolean;
  /** Makes the results text a live status; off for all but one of several tables paged together. */
  announce: boolean;
}

/** The results text ("Showing 10 of 45"), a live status unless told not to, and Load more. */
export function TableFooter({ pagination, loadMore, loading, announce }: TableFooterProps) {
  const { t, formatNumber } = useLocale();
  const hasMore = pagination.pageSize < pagination.totalCount;
  return (
    <Footer>
      <p role={announce ? 'status' : undefined}>
        {t('table.results', {
          shown: formatNumber(pagination.pageSize),
          total: formatNumber(pagination.totalCount),
        })}
      </p>
      {hasMore && loadMore && !loading && (
        <Link href={loadMore.href} onClick={loadMore.onClick}>
          {t('table.loadMore')}
        </Link>
      )}
    </Footer>
  );
}
