import { memo, useRef, type CSSProperties, type PointerEvent } from 'react';
import { COLUMNS, SORT } from '../columns.js';
import type { Customer } from '../data.js';
import type { ImplProps } from '../main.js';
import { ActionButton, NameCell } from './shared.js';

const widthVar = (id: string) => `--w-${id}`;
const MIN_WIDTH = 40;

const tableStyle = {
  ...Object.fromEntries(COLUMNS.map((column) => [widthVar(column.id), `${column.width}px`])),
  inlineSize: `calc(${COLUMNS.map((column) => `var(${widthVar(column.id)})`).join(' + ')})`,
} as CSSProperties;

const Body = memo(function Body({ rows }: { rows: readonly Customer[] }) {
  const firstId = rows[0]?.id;
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id}>
          {COLUMNS.map((column) => (
            <td key={column.id} data-pinned={column.pinned}>
              {column.id === 'actions' ? (
                <ActionButton row={row} />
              ) : column.id === 'displayName' ? (
                <NameCell row={row} first={row.id === firstId} />
              ) : (
                row[column.id]
              )}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
});

/** The floor: a hand-written `<table>`, `table-layout: fixed`, one custom property per move. */
export function PlainTable({ rows, sorted, onSort }: ImplProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const drag = useRef<{ id: string; x: number; width: number } | null>(null);

  const onPointerDown = (id: string) => (event: PointerEvent<HTMLDivElement>) => {
    const th = event.currentTarget.parentElement;
    if (!th) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id, x: event.clientX, width: th.getBoundingClientRect().width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const width = Math.max(MIN_WIDTH, Math.round(current.width + event.clientX - current.x));
    tableRef.current?.style.setProperty(widthVar(current.id), `${width}px`);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="frame">
      <table ref={tableRef} className="grid" style={tableStyle}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                data-pinned={column.pinned}
                style={{ inlineSize: `var(${widthVar(column.id)})` }}
                aria-sort={sorted && column.id === SORT.columnId ? SORT.direction : undefined}
              >
                {sorted !== undefined && column.id === SORT.columnId ? (
                  <button type="button" className="sort" onClick={onSort}>
                    {column.header}
                  </button>
                ) : (
                  column.header
                )}
                {column.id !== 'actions' && (
                  <div
                    className="resizer"
                    data-bench-resize={column.id}
                    onPointerDown={onPointerDown(column.id)}
                    onPointerMove={onPointerMove}
                    onPointerUp={onPointerUp}
                    onDoubleClick={() => {
                      tableRef.current?.style.setProperty(widthVar(column.id), `${column.width}px`);
                    }}
                  />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <Body rows={rows} />
      </table>
    </div>
  );
}
