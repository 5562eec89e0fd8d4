import '@emotion/react';
import type { Theme as TableTheme } from './theme.js';

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged with the app's tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends TableTheme {}
}
