import { useEffect } from 'react';
import { unknownFieldMessages, type Column } from './columns.js';

// Once per message for the page's lifetime, like the other misuse warnings.
const printed = new Set<string>();

/** Warns once per field column whose `id` matches no field of the rows (see `unknownFieldMessages`). */
export function useUnknownFieldWarnings<Row extends object>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): void {
  useEffect(() => {
    for (const message of unknownFieldMessages(columns, rows)) {
      if (printed.has(message)) continue;
      printed.add(message);
      console.warn(message);
    }
  }, [columns, rows]);
}
