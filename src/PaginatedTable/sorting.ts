/**
 * Sorting as a pure model: which sort a press asks for, and what a header says about it. The
 * table never reorders rows: the app's data source sorts, so that the next Load more continues
 * in the same order (sorting only the loaded rows would not; see docs/sorting.md).
 *
 * One column at a time. A press on a column that is not sorted sorts it ascending; a press on
 * the sorted column reverses it. A press never leaves the table unsorted: a third state would
 * make the same press do three things in turn, each one announced, and "unsorted" in paged data
 * is only whatever order the server happens to return. The app can still clear the sort (a
 * "Reset" button, a link without the parameter): `sort` is controlled.
 */

/** Which way a column is sorted: the values of `aria-sort` that name a direction. */
export type SortDirection = 'ascending' | 'descending';

/** What a table is sorted by: one column, one direction. */
export interface SortDescriptor {
  /**
   * The `id` of the column the rows are sorted by.
   * @default none (required)
   */
  columnId: string;
  /**
   * `ascending` (A to Z, 0 to 9, oldest first) or `descending`.
   * @default none (required)
   */
  direction: SortDirection;
}

/** The sort a press on `columnId`'s header asks for: ascending at first, then each way in turn. */
export function nextSort(current: SortDescriptor | undefined, columnId: string): SortDescriptor {
  if (current?.columnId !== columnId) return { columnId, direction: 'ascending' };
  return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Whether two sorts are the same (both none counts as the same). */
export function sameSort(a: SortDescriptor | undefined, b: SortDescriptor | undefined): boolean {
  return a?.columnId === b?.columnId && a?.direction === b?.direction;
}

/** `aria-sort` for a column's header: on the sorted column's only (WAI-ARIA APG sortable table). */
export function ariaSortOf(
  sort: SortDescriptor | undefined,
  columnId: string,
): SortDirection | undefined {
  return sort?.columnId === columnId ? sort.direction : undefined;
}

/**
 * Whether `value` is a usable sort: an object with a string `columnId` and a known direction.
 * Untyped callers (JSON from storage, a cast) may pass anything.
 */
export function isSortDescriptor(value: unknown): value is SortDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const { columnId, direction } = value as Record<string, unknown>;
  return typeof columnId === 'string' && (direction === 'ascending' || direction === 'descending');
}

/** Up to 80 characters of any value as JSON, for a message (a function shows as its type). */
export function shownValue(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? typeof value : json.slice(0, 80);
}

/** What a table needs to know of a column to sort by it. */
export interface SortableColumnLike {
  id: string;
  sortable?: boolean | undefined;
}

/**
 * Misuse of the sort props, one message per problem, each naming its fix:
 * - sortable columns with no way to change the sort (neither `onSortChange` nor `getSortHref`);
 * - a `sort` that is not a sort (an untyped caller): the table shows no column sorted.
 */
export function sortMessages(
  columns: readonly SortableColumnLike[],
  sort: unknown,
  { canChange }: { canChange: boolean },
): string[] {
  const messages: string[] = [];
  const sortable = columns.filter((column) => column.sortable).map((column) => column.id);
  if (sortable.length > 0 && !canChange) {
    messages.push(
      `PaginatedTable: ${sortable.map((id) => `"${id}"`).join(', ')} ${sortable.length === 1 ? 'is' : 'are'} sortable, but neither \`onSortChange\` nor \`getSortHref\` is given, so no header can change the sort. Pass \`onSortChange\` (the headers become buttons) or \`getSortHref\` (links); with useUrlPagination, pass it the table's \`columns\` and spread what it returns.`,
    );
  }
  if (sort !== undefined && !isSortDescriptor(sort)) {
    messages.push(
      `PaginatedTable: \`sort\` must be { columnId: string, direction: 'ascending' | 'descending' } or undefined, got ${shownValue(sort)}; showing no column sorted.`,
    );
  }
  return messages;
}
