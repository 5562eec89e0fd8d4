// Modules that need the browser's React (hooks, context, Emotion) begin with 'use client', kept
// in dist/. This barrel does not: a server component imports the table as a client reference
// and the catalogues, themes, adapters and readUrlPagination as the plain values they are.
export { Banner, type BannerProps, type BannerVariant } from './primitives/Banner.js';
export { Button, type ButtonProps, type ButtonVariant } from './primitives/Button.js';
export { Link } from './primitives/Link.js';
export { Spinner, type SpinnerProps } from './primitives/Spinner.js';
export {
  Body,
  Caption,
  Cell,
  Head,
  HeaderCell,
  ResizeHandle,
  Row,
  Table,
  type CellAlign,
  type CellPinned,
  type CellProps,
  type HeaderCellProps,
} from './primitives/Table.js';
export { Text, type TextProps, type TextVariant } from './primitives/Text.js';
export {
  LocaleProvider,
  useLocale,
  type LocaleContextValue,
  type LocaleProviderProps,
} from './i18n/LocaleProvider.js';
export {
  de,
  en,
  locales,
  type CheckedMessages,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Messages,
} from './i18n/messages.js';
export { darkTheme, lightTheme, themes, type Theme, type ThemeColors } from './theme/theme.js';
export { TableThemeProvider, type TableThemeProviderProps } from './theme/TableThemeProvider.js';
export { PaginatedTable, type PaginatedTableProps } from './PaginatedTable/PaginatedTable.js';
export { type Column } from './PaginatedTable/columns.js';
export { type Pagination } from './pagination/types.js';
export type { SortDescriptor, SortDirection } from './PaginatedTable/sorting.js';
export { RowActions, type RowAction, type RowActionsProps } from './PaginatedTable/RowActions.js';
export { TableContainer, type TableContainerProps } from './PaginatedTable/TableContainer.js';
export { useColumnSizing } from './PaginatedTable/sizing/useColumnSizing.js';
export type {
  ColumnSizing,
  ColumnVariant,
  ColumnWidths,
  ColumnWidthsChangeDetails,
  ColumnWidthsChangeReason,
  ResizeHandleProps,
  RowGroup,
  SizableColumn,
  SizingCellProps,
  SizingHeaderCellProps,
  SizingHeaderLabelProps,
  SizingLayout,
  SizingPhase,
  SizingRowGroupProps,
  SizingRowProps,
  SizingTableOptions,
  SizingTableProps,
  UseColumnSizingOptions,
} from './PaginatedTable/sizing/types.js';
export {
  useUrlPagination,
  type UrlLoadMore,
  type UrlPagination,
  type UseUrlPaginationOptions,
} from './pagination/useUrlPagination.js';
export { readUrlPagination, type UrlPaginationRead } from './pagination/readUrlPagination.js';
export {
  createMemoryAdapter,
  historyAdapter,
  type MemoryAdapter,
  type UrlAdapter,
} from './pagination/adapters.js';
