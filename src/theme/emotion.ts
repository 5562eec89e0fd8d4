/**
 * The opt-in that types Emotion's `theme` with the table's tokens, for an app whose own styled
 * code reads them (`styled.p(({ theme }) => ({ color: theme.colors.text }))`). One line, in any
 * file of the app:
 *
 * ```ts
 * import type {} from 'paginated-table/emotion';
 * ```
 *
 * `index.ts` never imports this module, so an app that does not opt in keeps Emotion's `Theme`
 * as it declares it: an app with a theme of its own type-checks with `skipLibCheck` on or off.
 * The package's own compilation includes it, so its styled parts are typed against the tokens.
 */
import type { Theme as TableTheme } from './theme.js';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends TableTheme {}
}
