import type { Customer } from './data.js';

export interface BenchColumn {
  id: keyof Customer | 'actions';
  header: string;
  /** Width for the implementations that take widths as input (ours measures its own). */
  width: number;
  pinned?: 'start' | 'end';
}

/** Seven data columns and an actions column; the first sticks at the start, actions at the end. */
export const COLUMNS: readonly BenchColumn[] = [
  { id: 'displayName', header: 'Name', width: 170, pinned: 'start' },
  { id: 'fullLegalName', header: 'Legal name', width: 300 },
  { id: 'emailAddress', header: 'Email', width: 270 },
  { id: 'accountId', header: 'Account', width: 130 },
  { id: 'telephoneNumber', header: 'Telephone', width: 160 },
  { id: 'country', header: 'Country', width: 140 },
  { id: 'postalCode', header: 'Postal code', width: 110 },
  { id: 'actions', header: 'Actions', width: 90, pinned: 'end' },
];

/**
 * The sort step (issue 30): on a page opened with `?sortable`, the name column is sortable, and a
 * press sorts it descending; the data source answers with the first page, `pageRows` rows.
 */
export const SORT = { columnId: 'displayName', direction: 'descending', pageRows: 10 } as const;

/** The column every implementation's drag, release and double-click act on. */
export const RESIZED_COLUMN = 'fullLegalName';

/** Same box and type for all: the demo's 600 px area in a 1000 px frame, the theme's font. */
export const FRAME = { width: 1000, height: 600 } as const;
export const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
