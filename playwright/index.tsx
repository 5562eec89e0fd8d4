import { Global, ThemeProvider } from '@emotion/react';
import { beforeMount } from '@playwright/experimental-ct-react/hooks';
import { LocaleProvider } from '../src/i18n/LocaleProvider.js';
import type { Locale } from '../src/i18n/messages.js';
import { globalStyles } from '../src/theme/GlobalStyles.js';
import { themes } from '../src/theme/theme.js';

export interface HooksConfig {
  theme?: keyof typeof themes;
  locale?: Locale;
  dir?: 'ltr' | 'rtl';
  /** Mounts the component as an app with no provider and no page styles would. */
  bare?: boolean;
}

beforeMount<HooksConfig>(({ App, hooksConfig }) => {
  const theme = themes[hooksConfig?.theme ?? 'light'];
  document.documentElement.dir = hooksConfig?.dir ?? 'ltr';
  if (hooksConfig?.bare) return Promise.resolve(<App />);
  return Promise.resolve(
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme)} />
      <LocaleProvider locale={hooksConfig?.locale ?? 'en'}>
        <App />
      </LocaleProvider>
    </ThemeProvider>,
  );
});
