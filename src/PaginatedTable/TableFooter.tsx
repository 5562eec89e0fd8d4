import { memo, useState, type ReactNode, type RefObject } from 'react';
import { useFocusAfterRemoval } from './useInert.js';
import { useSettled } from './useSettled.js';
import { useLocale } from '../i18n/LocaleProvider.js';
import { Link } from '../primitives/Link.js';
import { isPlainLeftClick } from '../shared/clicks.js';
import type { Pagination } from '../pagination/types.js';
import type { PaginatedTableProps } from './PaginatedTable.js';
import { Footer } from './PaginatedTable.styles.js';

export interface TableFooterProps {
  pagination: Pagination;
  loadMore: PaginatedTableProps<object>['loadMore'];
  /** Load more stays, focus and all, but does nothing while a page loads (`aria-disabled`). */
  loading: boolean;
  /** No row is on screen: with `loading` from the mount, the first page has yet to come. */
  noRows: boolean;
  /** Makes the results text a live status; off for all but one of several tables paged together. */
  announce: boolean;
  /**
   * What went wrong loading rows (`PaginatedTable`'s `error`). With rows, shown and announced in
   * place of the results text, Load more staying beside it; with none, the body shows it and
   * the footer says nothing.
   */
  error: ReactNode;
  /**
   * Takes focus when Load more goes away while focused (the last page came), or the error while
   * focus is inside it (its Retry started a load).
   */
  focusAfterLast: RefObject<HTMLElement | null>;
}

/**
 * The results text ("Showing 10 of 45"), a live status unless told not to, or an error in its
 * place, and Load more.
 * Memoized: a resize or a sort renders the table again, not its footer.
 */
export const TableFooter = memo(function TableFooter({
  pagination,
  loadMore,
  loading,
  noRows,
  announce,
  error,
  focusAfterLast,
}: TableFooterProps) {
  const { t, formatNumber } = useLocale();
  // The count and Load more follow the rows shown: while a page loads they stay (the link does
  // nothing then), and the status says the new count when the rows have come.
  // A failed load counts no new rows either: the count and Load more stay as they were (Load
  // more, pressed again, asks again), and the status says nothing until a retry's rows come.
  const shown = useSettled({ pagination, loadMore }, loading || error !== undefined, sameFooter);
  const [retrying, setRetrying] = useState(false);
  if (error !== undefined && !retrying) setRetrying(true);
  else if (retrying && error === undefined && !loading) setRetrying(false);
  // Until the first rows come, no count describes the rows on screen: a table mounted loading,
  // with none yet, says nothing and offers no Load more (its status stays, empty, so the count
  // is announced when the rows come). No more does one whose rows failed to come: the body
  // shows the error, and its Retry.
  const waiting = noRows && (loading || error !== undefined);
  const [described, setDescribed] = useState(!waiting);
  if (!described && !waiting) setDescribed(true);
  const { pageSize, totalCount } = shown.pagination;
  const next =
    described && !(noRows && error !== undefined) && pageSize < totalCount
      ? shown.loadMore
      : undefined;
  const link = useFocusAfterRemoval(focusAfterLast);
  const alert = useFocusAfterRemoval(focusAfterLast);
  return (
    <Footer>
      {error !== undefined && !noRows && (
        <div ref={alert} role={announce ? 'alert' : undefined}>
          {error}
        </div>
      )}
      {/* Kept, empty, while the error shows: a live region must be there before what it says. */}
      <p role={announce ? 'status' : undefined}>
        {described &&
          !retrying &&
          t('table.results', {
            shown: formatNumber(pageSize),
            total: formatNumber(totalCount),
          })}
      </p>
      {next && (
        <Link
          ref={link}
          href={next.href}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            // A modified click (a new tab, say) is the browser's, loading or not.
            if (loading && isPlainLeftClick(event)) event.preventDefault();
            else if (!loading) next.onClick?.(event);
          }}
        >
          {t('table.loadMore')}
        </Link>
      )}
    </Footer>
  );
});

type Shown = Pick<TableFooterProps, 'pagination' | 'loadMore'>;

const sameFooter = (a: Shown, b: Shown) =>
  a.pagination.pageSize === b.pagination.pageSize &&
  a.pagination.totalCount === b.pagination.totalCount &&
  a.loadMore?.href === b.loadMore?.href;
