import { useMemo, useRef, type MouseEvent, type RefObject } from 'react';
import { useLocale } from '../i18n/LocaleProvider.js';
import { isPlainLeftClick } from '../shared/clicks.js';
import { useWarnOnce } from '../shared/warnOnce.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { useLatest } from './useLatest.js';
import { useSettled } from './useSettled.js';
import {
  ariaSortOf,
  isSortDescriptor,
  nextSort,
  sameSort,
  sortMessages,
  type SortableColumnLike,
  type SortDescriptor,
  type SortDirection,
} from './sorting.js';

export interface UseSortableHeadersOptions {
  /** The visible columns, with their headers (the announcement names the sorted one). */
  columns: readonly (SortableColumnLike & { header: string })[];
  sort: SortDescriptor | undefined;
  onSortChange: ((sort: SortDescriptor) => void) | undefined;
  getSortHref: ((sort: SortDescriptor) => string) | undefined;
  /** While a page loads, the headers' state and the announcement wait for the sorted rows. */
  loading: boolean;
  /** Says a message in the table's polite live region. */
  announce: (message: string) => void;
  /**
   * The sort asked for failed to load (`PaginatedTable`'s `error`): as while it loads, the
   * headers describe the rows shown, and a press goes on from their sort, not the failed one.
   */
  failed: boolean;
  /** The scroll area, scrolled to the top when the sort changes. */
  scrollRef: RefObject<HTMLElement | null>;
}

/** Props for a sortable header's control (see `SortControl`). */
export interface SortControlProps {
  /** This column's sort now, if it is the sorted one. */
  direction: SortDirection | undefined;
  /** A link to the page sorted by the next press, or `undefined` for a button. */
  href: string | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Sortable headers, the WAI-ARIA APG way: `aria-sort` on the sorted column's header only, and
 * in each sortable header a native control (a link with `getSortHref`, else a button) that asks
 * for the next sort. The table holds no sort of its own: it shows `sort` and reports presses.
 *
 * A change of `sort` (a press, back or forward) scrolls the table to its top, where the new
 * order starts. The headers show it (`aria-sort`, the arrow) and the live region announces it
 * once, when the sorted rows have come: while they load, the headers describe the rows shown.
 */
export function useSortableHeaders({
  columns,
  sort: given,
  onSortChange,
  getSortHref,
  loading,
  announce,
  failed,
  scrollRef,
}: UseSortableHeadersOptions) {
  const { t } = useLocale();
  const sort = isSortDescriptor(given) ? given : undefined;

  useWarnOnce(
    sortMessages(columns, given, {
      canChange: onSortChange !== undefined || getSortHref !== undefined,
    }),
  );

  // The sort the rows show: while the sorted rows load, the headers keep the order on screen.
  // A new one is announced in the same commit as the rows it describes.
  const shown = useSettled(sort, loading || failed, sameSort, (settled) => {
    const header = settled && columns.find((column) => column.id === settled.columnId)?.header;
    if (settled === undefined || header === undefined) announce(t('table.unsorted'));
    else if (settled.direction === 'ascending') announce(t('table.sortedAscending', { header }));
    else announce(t('table.sortedDescending', { header }));
  });

  const sortKey = sort && `${sort.direction} ${sort.columnId}`;
  const scrolledFor = useRef(sortKey);
  useBrowserLayoutEffect(() => {
    if (scrolledFor.current === sortKey) return;
    scrolledFor.current = sortKey;
    const area = scrollRef.current;
    if (area) area.scrollTop = 0;
  }, [sortKey, scrollRef]);

  const canSort = (column: SortableColumnLike) =>
    column.sortable === true && (onSortChange !== undefined || getSortHref !== undefined);

  // A press asks for the sort after this render's: the handlers read the latest props, and are
  // the same functions while the column ids are, so a memoized header keeps them.
  // After a failed sort, the next goes on from the sort on screen.
  const from = failed ? shown : sort;
  const live = useLatest({ sort: from, onSortChange, getSortHref });
  const ids = JSON.stringify(columns.map((column) => column.id));
  const clicks = useMemo(
    () =>
      new Map(
        columns.map(({ id: columnId }): [string, SortControlProps['onClick']] => [
          columnId,
          (event) => {
            const current = live.current;
            if (current.getSortHref) {
              // A link opened in a tab or window, or another handler's choice, stays theirs;
              // without `onSortChange` the browser follows it.
              if (!current.onSortChange || !isPlainLeftClick(event)) return;
              event.preventDefault();
            }
            current.onSortChange?.(nextSort(current.sort, columnId));
          },
        ]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the ids: new arrays of the same columns keep them
    [ids],
  );

  return {
    /** `aria-sort` for a column's header cell. */
    getHeaderCellProps: (columnId: string): { 'aria-sort': SortDirection | undefined } => ({
      'aria-sort': ariaSortOf(shown, columnId),
    }),
    /** Props for a column's sort control, or `undefined` when its header cannot sort. */
    getSortControlProps: (column: SortableColumnLike): SortControlProps | undefined => {
      const onClick = clicks.get(column.id);
      if (!canSort(column) || !onClick) return undefined;
      return {
        direction: ariaSortOf(shown, column.id),
        href: getSortHref?.(nextSort(from, column.id)),
        onClick,
      };
    },
  };
}
