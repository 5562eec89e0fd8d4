'use client';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { Fragment, useState, type ReactNode } from 'react';

// Emotion's cache for the App Router. While the server streams a page, the styles that Emotion
// inserts are collected and written into the HTML ahead of the markup that uses them, so the
// first paint is styled and the browser hydrates the same markup the server sent.
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: 'css' });
    // Only collect on the server: no inline <style> next to each component.
    cache.compat = true;
    const insert = cache.insert;
    // A <Global> inserts with no selector, as keyframes do (`animation-…`). A <Global>'s styles go
    // in a tag of their own, named as the <Global> looks for it in the browser, so that it takes
    // the tag over when it hydrates and replaces it when its styles change (a dark page, say).
    let pending: { name: string; global: boolean }[] = [];
    cache.insert = (...args) => {
      const [selector, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) {
        const global = selector === '' && !serialized.name.startsWith('animation-');
        pending.push({ name: serialized.name, global });
      }
      return insert(...args);
    };
    const flush = () => {
      const flushed = pending;
      pending = [];
      return flushed;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const { key, inserted } = registry.cache;
    const styles = registry.flush().flatMap(({ name, global }) => {
      const css = inserted[name];
      return typeof css === 'string' ? [{ name, global, css }] : [];
    });
    if (styles.length === 0) return null;
    const scoped = styles.filter(({ global }) => !global);
    return (
      <Fragment key={key}>
        {styles
          .filter(({ global }) => global)
          .map(({ name, css }) => (
            <style
              key={name}
              // A <Global> with keyframes is named "name animation-…" here; it looks for "name".
              data-emotion={`${key}-global ${name.split(' ')[0]}`}
              dangerouslySetInnerHTML={{ __html: css }}
            />
          ))}
        {scoped.length > 0 && (
          <style
            data-emotion={`${key} ${scoped.map(({ name }) => name).join(' ')}`}
            dangerouslySetInnerHTML={{ __html: scoped.map(({ css }) => css).join('') }}
          />
        )}
      </Fragment>
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
