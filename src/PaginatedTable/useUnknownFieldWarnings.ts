import { useMemo } from 'react';
import { useWarnOnce } from '../shared/warnOnce.js';
import { unknownFieldMessages, type Column } from './columns.js';

/** Warns once per field column whose `id` matches no field of the rows (see `unknownFieldMessages`). */
export function useUnknownFieldWarnings<Row extends object>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): void {
  useWarnOnce(useMemo(() => unknownFieldMessages(columns, rows), [columns, rows]));
}
