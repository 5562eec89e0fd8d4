import { memo, useCallback, useRef, useState, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
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
  /** Takes focus when Load more goes away while focused (the last page came). */
  focusAfterLast: RefObject<HTMLElement | null>;
}

/**
 * The results text ("Showing 10 of 45"), a live status unless told not to, and Load more.
 * Memoized: a resize or a sort renders the table again, not its footer.
 */
export const TableFooter = memo(function TableFooter({
  pagination,
  loadMore,
  loading,
  noRows,
  announce,
  focusAfterLast,
}: TableFooterProps) {
  const { t, formatNumber } = useLocale();
  // The count and Load more follow the rows shown: while a page loads they stay (the link does
  // nothing then), and the status says the new count when the rows have come.
  const shown = useSettled({ pagination, loadMore }, loading, sameFooter);
  // Until the first rows come, no count describes the rows on screen: a table mounted loading,
  // with none yet, says nothing and offers no Load more (its status stays, empty, so the count
  // is announced when the rows come).
  const [described, setDescribed] = useState(!loading || !noRows);
  if (!described && (!loading || !noRows)) setDescribed(true);
  const { pageSize, totalCount } = shown.pagination;
  const next = described && pageSize < totalCount ? shown.loadMore : undefined;
  const link = useLoadMoreFocus(focusAfterLast);
  return (
    <Footer>
      <p role={announce ? 'status' : undefined}>
        {described &&
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

/**
 * Following the last Load more removes the link, and focus would fall to `<body>`: it moves to
 * `target` (the table's scroll area) instead. Only the table whose link had focus takes it:
 * tables paged together lose their links at once. React detaches a ref before it removes the
 * element, so the ref callback sees whether the link still had focus.
 */
function useLoadMoreFocus(target: RefObject<HTMLElement | null>) {
  const element = useRef<HTMLAnchorElement | null>(null);
  const removedWithFocus = useRef(false);
  useBrowserLayoutEffect(() => {
    if (!removedWithFocus.current) return;
    removedWithFocus.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) target.current?.focus();
  });
  return useCallback((node: HTMLAnchorElement | null) => {
    if (!node && element.current && document.activeElement === element.current) {
      removedWithFocus.current = true;
    }
    element.current = node;
  }, []);
}

type Shown = Pick<TableFooterProps, 'pagination' | 'loadMore'>;

const sameFooter = (a: Shown, b: Shown) =>
  a.pagination.pageSize === b.pagination.pageSize &&
  a.pagination.totalCount === b.pagination.totalCount &&
  a.loadMore?.href === b.loadMore?.href;
