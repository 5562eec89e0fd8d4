import type { Customer } from '../data.js';
import { countBodyRender, LAST_ROW_ID, lastRowKey } from '../harness.js';

/** The first column's content in every implementation: counts body renders, marks row one. */
export function NameCell({ row, first }: { row: Customer; first: boolean }) {
  countBodyRender();
  return (
    <strong
      data-bench-first={first || undefined}
      id={row.id === lastRowKey ? LAST_ROW_ID : undefined}
    >
      {row.displayName}
    </strong>
  );
}

/** A button per row for the peers; ours renders its real `RowActions` menu trigger. */
export function ActionButton({ row }: { row: Customer }) {
  return (
    <button type="button" className="row-action" aria-label={`Trigger ${row.displayName}`}>
      ⋯
    </button>
  );
}
