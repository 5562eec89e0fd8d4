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

export function SystemTheme({
  children,
  serverDark = false,
}: {
  children: ReactNode;
  /** What the server knows of the setting (see below); light when it knows nothing. */
  serverDark?: boolean;
}) {
  const isDark = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(dark).matches,
    // On the server, and while the page hydrates: then the browser's setting takes over.
    () => serverDark,
  );
  return <ThemeProvider theme={isDark ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
