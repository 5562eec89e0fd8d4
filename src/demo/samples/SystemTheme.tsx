import { ThemeProvider } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { darkTheme, lightTheme } from 'paginated-table';

const dark = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(dark);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

export function SystemTheme({ children }: { children: ReactNode }) {
  const isDark = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(dark).matches,
    () => false, // on the server: light until the browser says otherwise
  );
  return <ThemeProvider theme={isDark ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
