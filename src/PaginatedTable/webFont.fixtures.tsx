// A table whose theme font is a web font that finishes loading after the table has measured.
import { ThemeProvider } from '@emotion/react';
import { useMemo } from 'react';
import { lightTheme } from '../theme/theme.js';
import { ManyRowsTable } from './scale.fixtures.js';

/** `family` first in the theme's font: until a test loads it, the fallback draws the text. */
export function WebFontTable({ rowCount, family }: { rowCount: number; family: string }) {
  const theme = useMemo(
    () => ({ ...lightTheme, font: { ...lightTheme.font, family: `"${family}", sans-serif` } }),
    [family],
  );
  return (
    <ThemeProvider theme={theme}>
      <ManyRowsTable rowCount={rowCount} />
    </ThemeProvider>
  );
}
