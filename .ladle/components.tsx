import { Global, ThemeProvider } from '@emotion/react';
import { ThemeState, type GlobalProvider } from '@ladle/react';
import { MDXProvider } from '@mdx-js/react';
import { useSyncExternalStore } from 'react';
import { mdxComponents } from '../src/docs/mdxComponents.js';
import { globalStyles } from '../src/theme/GlobalStyles.js';
import { themes } from '../src/theme/theme.js';

const darkQuery = '(prefers-color-scheme: dark)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
};

// Ladle's theme toggle drives our Emotion theme; its RTL toggle sets <html dir>, which the
// components follow through logical CSS properties.
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const prefersDark = useSyncExternalStore(subscribe, () => window.matchMedia(darkQuery).matches);
  const dark =
    globalState.theme === ThemeState.Auto ? prefersDark : globalState.theme === ThemeState.Dark;
  const theme = dark ? themes.dark : themes.light;
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme)} />
      {/* The docs pages (MDX) render Markdown with these; stories are untouched. */}
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </ThemeProvider>
  );
};
