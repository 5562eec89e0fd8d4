/**
 * Runtime checks of `PaginatedTable` props that TypeScript cannot express. Pure: values in,
 * corrected values and messages out; the hook `useValidatedProps` prints the messages.
 *
 * The policy: a mistake that leaves nothing sensible to render throws (the catalogue's
 * `missing actions render` and `No columns found`, and duplicate column ids, which would
 * share one width; see `columns.ts`). Everything else is data that may come from a server at
 * run time, so it warns once, naming the fix, and renders a clamped value rather than blanking
 * the page:
 * - duplicate row ids: rows render as given (React keys them, so it may reuse the wrong row);
 * - `pageSize` negative, fractional or not a number: rounded down, at least 0;
 * - `totalCount` likewise, and below `pageSize`: raised to `pageSize` (nothing more to load);
 * - `height` ≤ 0, not finite, or an empty string: the default, 600.
 */
import { isCount, toCount } from '../shared/counts.js';

/** The pagination fields checked here. */
export interface PaginationCounts {
  totalCount: number;
  pageSize: number;
}

export interface PropsToValidate<P extends PaginationCounts> {
  /** The id of each row shown, in order (from `getRowId`). */
  rowIds: readonly string[];
  pagination: P;
  /** In px, or a CSS length. */
  height: number | string;
}

export interface ValidatedProps<P extends PaginationCounts> {
  pagination: P;
  height: number | string;
  /** One message per misuse found, each naming its fix. Empty when all is well. */
  problems: string[];
}

/** Height used when the given one cannot be. Also `PaginatedTable`'s default. */
export const DEFAULT_HEIGHT = 600;

const prefix = 'PaginatedTable:';

/** Checks the props; returns usable values and what was wrong with the given ones. */
export function validateProps<P extends PaginationCounts>({
  rowIds,
  pagination,
  height,
}: PropsToValidate<P>): ValidatedProps<P> {
  const problems: string[] = [];

  const seen = new Map<string, number>();
  const shared = new Set<string>();
  let firstPair: [string, number, number] | undefined;
  rowIds.forEach((id, index) => {
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, index);
      return;
    }
    shared.add(id);
    firstPair ??= [id, first, index];
  });
  if (firstPair) {
    const [id, first, second] = firstPair;
    const more = shared.size > 1 ? ` (${shared.size} ids are shared in all)` : '';
    problems.push(
      `${prefix} rows ${first + 1} and ${second + 1} share the id "${id}"${more}. Row ids key the rows: give each row a unique \`id\`, or pass \`getRowId\` that returns one.`,
    );
  }

  let { pageSize, totalCount } = pagination;
  if (!isCount(pageSize)) {
    const fixed = toCount(pageSize);
    problems.push(
      `${prefix} pagination.pageSize must be a whole number of rows ≥ 0, got ${pageSize}. Pass the number of rows shown (e.g. rows.length); using ${fixed}.`,
    );
    pageSize = fixed;
  }
  if (!isCount(totalCount)) {
    const fixed = toCount(totalCount);
    problems.push(
      `${prefix} pagination.totalCount must be a whole number of rows ≥ 0, got ${totalCount}. Pass the size of the whole data set; using ${fixed}.`,
    );
    totalCount = fixed;
  }
  if (totalCount < pageSize) {
    problems.push(
      `${prefix} pagination.totalCount (${totalCount}) is below pageSize (${pageSize}). Pass the size of the whole data set as totalCount, and the number of rows shown (rows.length, never more than totalCount) as pageSize; using ${pageSize}, so "Load more" is hidden.`,
    );
    totalCount = pageSize;
  }

  let usableHeight = height;
  const usable =
    typeof height === 'string' ? height.trim() !== '' : Number.isFinite(height) && height > 0;
  if (!usable) {
    problems.push(
      `${prefix} height must be a number of pixels > 0 or a CSS length, got ${typeof height === 'string' ? JSON.stringify(height) : String(height)}. Pass e.g. height={400} or height="min(600px, 80dvh)", or leave it out for ${DEFAULT_HEIGHT}; using ${DEFAULT_HEIGHT}.`,
    );
    usableHeight = DEFAULT_HEIGHT;
  }

  const unchanged = pageSize === pagination.pageSize && totalCount === pagination.totalCount;
  return {
    pagination: unchanged ? pagination : { ...pagination, pageSize, totalCount },
    height: usableHeight,
    problems,
  };
}
