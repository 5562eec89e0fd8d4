'use client';

import { ThemeProvider, type Theme as EmotionTheme } from '@emotion/react';
import { useCallback, type ReactNode } from 'react';
import { TABLE_THEME, type TableThemeEntry } from './styled.js';
import type { Theme } from './theme.js';

/** Props of `TableThemeProvider`. */
export interface TableThemeProviderProps {
  /** The theme of the tables and primitives inside: `lightTheme`, `darkTheme` or your own. */
  theme: Theme;
  /** Everything the theme applies to. */
  children: ReactNode;
}

/**
 * Gives the tables and primitives inside it `theme`, and leaves the app's own Emotion theme as
 * it is: the app's styled code, the cells it renders in the table included, still reads it.
 * For an app with a theme of its own; without one, Emotion's `ThemeProvider` does the same.
 *
 * ```tsx
 * <ThemeProvider theme={appTheme}>
 *   <TableThemeProvider theme={darkTheme}>
 *     <PaginatedTable … />
 *   </TableThemeProvider>
 * </ThemeProvider>
 * ```
 */
export function TableThemeProvider({ theme, children }: TableThemeProviderProps) {
  // The app's theme, with the table's beside its keys: Emotion keeps one object per outer
  // theme and function, so the context changes only when either does.
  const withTable = useCallback(
    (outer: EmotionTheme): EmotionTheme & { [TABLE_THEME]: TableThemeEntry } => ({
      ...outer,
      [TABLE_THEME]: { theme, colorsBelow: (outer as { colors?: unknown }).colors },
    }),
    [theme],
  );
  return <ThemeProvider theme={withTable}>{children}</ThemeProvider>;
}
