import { memo, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { TABBABLE, useFocusAfterRemoval } from './keepFocus.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { useSettled } from './useSettled.js';
import { useLocale } from '../i18n/LocaleProvider.js';
import { Link } from '../primitives/Link.js';
import { visuallyHidden } from '../primitives/styles.js';
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
   * place of the results text and Load more; with none, the body shows it and the footer says
   * nothing.
   */
  error: ReactNode;
  /**
   * Takes focus when Load more goes away while focused (the last page came), or the error while
   * focus is inside it (its Retry started a load) and there is no Load more to take it.
   */
  focusAfterLast: RefObject<HTMLElement | null>;
  /**
   * The body's empty message while it shows (no rows, none loading, no error), and the element
   * it shows in. With nothing in the whole either, the status says its text in place of
   * "Showing 0 of 0", out of sight: the body already shows it.
   */
  emptyMessage: ReactNode;
  emptyMessageRef: RefObject<HTMLElement | null>;
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
  emptyMessage,
  emptyMessageRef,
}: TableFooterProps) {
  const { t, formatNumber } = useLocale();
  // The count and Load more follow the rows shown: while a page loads they stay (the link does
  // nothing then), and the status says the new count when the rows have come.
  // A failed load counts no new rows either: the count stays as it was, and the status says
  // nothing until a retry's rows come. Load more goes meanwhile: the page it asked for has yet
  // to come (under URL pagination its link would push the same URL, or skip a page), and the
  // error's own Retry asks again.
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
  // The message's text, whatever node it is (a search's "No one matches …" with a link, say):
  // read once it is in the body, before paint.
  const [emptyText, setEmptyText] = useState('');
  useBrowserLayoutEffect(() => {
    setEmptyText(emptyMessage === undefined ? '' : (emptyMessageRef.current?.textContent ?? ''));
  }, [emptyMessage, emptyMessageRef]);
  const nothing = emptyMessage !== undefined && totalCount === 0;
  const next =
    described && error === undefined && pageSize < totalCount ? shown.loadMore : undefined;
  // Focus on Load more as a load fails goes to the error's Retry; focus on that Retry as the
  // retry starts comes back to Load more, where the user was. Else to the scroll area.
  const footer = useRef<HTMLDivElement>(null);
  const link = useFocusAfterRemoval(
    () =>
      footer.current?.querySelector<HTMLElement>(`:scope > [data-error] :is(${TABBABLE})`) ??
      focusAfterLast.current,
  );
  const alert = useFocusAfterRemoval(
    () => footer.current?.querySelector<HTMLElement>(':scope > a') ?? focusAfterLast.current,
  );
  return (
    <Footer ref={footer} onFocus={scrollWhollyIntoView}>
      {error !== undefined && !noRows && (
        <div ref={alert} data-error="" role={announce ? 'alert' : undefined}>
          {error}
        </div>
      )}
      {/* Kept, empty, while the error shows: a live region must be there before what it says. */}
      <p role={announce ? 'status' : undefined}>
        {described &&
          !retrying &&
          (nothing ? (
            <span css={visuallyHidden}>{emptyText}</span>
          ) : (
            t('table.results', {
              shown: formatNumber(pageSize),
              total: formatNumber(totalCount),
            })
          ))}
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
 * A control reached by Tab comes wholly into the window, clear of the page's `scroll-padding` (an
 * app's fixed footer or header): Firefox scrolls to no control with any of it inside that padding.
 * Focus put back after a removal (it has no `relatedTarget`) scrolls nothing: the page stays where
 * the user was. (jsdom, in an app's unit tests, has no scrollIntoView.)
 */
function scrollWhollyIntoView({ target, relatedTarget }: FocusEvent<HTMLElement>) {
  if (relatedTarget === null || !target.matches(':focus-visible')) return;
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
}

type Shown = Pick<TableFooterProps, 'pagination' | 'loadMore'>;

const sameFooter = (a: Shown, b: Shown) =>
  a.pagination.pageSize === b.pagination.pageSize &&
  a.pagination.totalCount === b.pagination.totalCount &&
  a.loadMore?.href === b.loadMore?.href;
