import type { ColumnReading } from './columnSizing.js';
import { LABEL_ATTRIBUTE, MEASURING_ATTRIBUTE } from './sizingStyles.js';

/**
 * One read pass over the header row while the table lays out at max-content (the
 * `SIZING_CSS` measuring rules): each header cell is then as wide as its column's widest
 * content. Header cells are matched to columns by their element id, never by position.
 */
export function readColumns(
  table: HTMLTableElement,
  columnOfHeader: ReadonlyMap<string, string>,
): { readings: Record<string, ColumnReading>; available: number } {
  table.setAttribute(MEASURING_ATTRIBUTE, '');
  const readings: Record<string, ColumnReading> = {};
  for (const cell of Array.from(table.tHead?.rows[0]?.cells ?? [])) {
    const columnId = columnOfHeader.get(cell.id);
    if (columnId === undefined) continue;
    const label = cell.querySelector(`[${LABEL_ATTRIBUTE}]`);
    const style = getComputedStyle(cell);
    const padding = parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
    const content = cell.getBoundingClientRect().width;
    readings[columnId] = {
      content,
      header: label ? label.getBoundingClientRect().width + padding : content,
    };
  }
  const available = availableWidth(table);
  table.removeAttribute(MEASURING_ATTRIBUTE);
  return { readings, available };
}

/** The room the table may fill: its container's content box (scroll bars excluded). */
export function availableWidth(table: HTMLTableElement): number {
  const container = table.parentElement;
  if (!container) return 0;
  const style = getComputedStyle(container);
  return (
    container.clientWidth -
    parseFloat(style.paddingInlineStart) -
    parseFloat(style.paddingInlineEnd)
  );
}

export const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';
