'use client';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

// Emotion's cache for the App Router. While the server streams a page, the styles that Emotion
// inserts are collected and written into the HTML ahead of the markup that uses them, so the
// first paint is styled and the browser hydrates the same markup the server sent.
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: 'css' });
    // Only collect on the server: no inline <style> next to each component.
    cache.compat = true;
    const insert = cache.insert;
    let names: string[] = [];
    cache.insert = (...args) => {
      const [, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const flushed = names;
      names = [];
      return flushed;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    const css = names
      .map((name) => registry.cache.inserted[name])
      .filter((style) => typeof style === 'string');
    return (
      <style
        key={registry.cache.key}
        data-emotion={`${registry.cache.key} ${names.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: css.join('') }}
      />
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
