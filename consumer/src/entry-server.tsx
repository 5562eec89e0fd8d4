import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryAdapter } from 'paginated-table';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerPage, variantOf } from './ServerPage';

// Emotion collects the page's styles in a cache of its own, and they go into <head>: left to
// itself, it writes a <style> element beside each component, which inside a table is where HTML
// allows none. In the browser, Emotion takes the tags over as React hydrates.
export function render(search: string, path = '/ssr'): { html: string; styles: string } {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerPage adapter={createMemoryAdapter(search)} variant={variantOf(path)} />
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
