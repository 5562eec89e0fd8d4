import { useMemo } from 'react';
import { useWarnOnce } from '../shared/warnOnce.js';
import { validateProps, type PaginationCounts } from './validateProps.js';

/**
 * Checks `PaginatedTable`'s props with `validateProps` and warns once per misuse. Returns the
 * values to render with: the given ones, or clamped ones when they cannot be used.
 */
export function useValidatedProps<Row, P extends PaginationCounts>({
  rows,
  getRowId,
  pagination,
  height,
}: {
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  pagination: P;
  height: number | string;
}): { pagination: P; height: number | string } {
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const { pageSize, totalCount } = pagination;
  const checked = useMemo(
    () => validateProps({ rowIds, pagination, height }),
    // The caller may pass a new pagination object with the same counts on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rowIds, pageSize, totalCount, height],
  );
  useWarnOnce(checked.problems);
  if (checked.problems.length === 0) return { pagination, height };
  // The counts come from the check; any other field from this render's pagination.
  const { pageSize: usablePageSize, totalCount: usableTotal } = checked.pagination;
  return {
    pagination: { ...pagination, pageSize: usablePageSize, totalCount: usableTotal },
    height: checked.height,
  };
}
