import { useInsertionEffect } from 'react';

/** Set on the table for the length of one measuring read. */
export const MEASURING_ATTRIBUTE = 'data-sizing-measuring';
/** Marks the element holding a header's text, so measuring can read the header alone. */
export const LABEL_ATTRIBUTE = 'data-sizing-label';

/**
 * What measuring needs from CSS: while `data-sizing-measuring` is on, every column lays out at
 * its widest content on one line, whatever widths the getters' inline styles say. `!important`
 * beats those inline styles. The fixed layout itself travels in `getTableProps().style`.
 */
export const SIZING_CSS = `
table[${MEASURING_ATTRIBUTE}] {
  table-layout: auto !important;
  inline-size: max-content !important;
  min-inline-size: 0 !important;
}
table[${MEASURING_ATTRIBUTE}] > * > tr > * {
  inline-size: auto !important;
}
table[${MEASURING_ATTRIBUTE}] td,
table[${MEASURING_ATTRIBUTE}] td * {
  white-space: nowrap !important;
}
`;

const STYLE_ID = 'paginated-table-sizing';

/**
 * Puts `SIZING_CSS` into the document once, before layout effects measure. A plain stylesheet
 * rather than a class: it works for any table the getters are spread on, whatever styling
 * solution renders it.
 */
export function useSizingStylesheet() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = SIZING_CSS;
    document.head.append(style);
  }, []);
}
