import { css } from '@emotion/react';
import type { Theme } from './theme.js';

/** Page-level defaults for the playground and tests: colours and font follow the theme. */
export const globalStyles = (theme: Theme) => css`
  body {
    margin: 0;
    color: ${theme.colors.text};
    background-color: ${theme.colors.canvas};
    font-family: ${theme.font.family};
    color-scheme: ${theme.name};
  }
`;
