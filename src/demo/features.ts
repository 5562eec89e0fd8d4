import type { Locale } from '../i18n/messages.js';

export interface FeaturesProps {
  /** Shows the spinner over dimmed, inert content. */
  loading: boolean;
  /** Shows no rows, hence the fallback message. */
  empty: boolean;
  /** Leading columns pinned at the inline start (0–2). */
  pinnedColumns: number;
  /** Rows shown, of the 45 customers. */
  rowCount: number;
  locale: Locale;
  /** Wraps long names and countries instead of truncating them. */
  textWrap: boolean;
  /** Height of the table area in pixels. */
  height: number;
}

/** The table's everyday state: the starting point of the features stories and the tests. */
export const featureDefaults: FeaturesProps = {
  loading: false,
  empty: false,
  pinnedColumns: 1,
  rowCount: 10,
  locale: 'en',
  textWrap: false,
  height: 600,
};
