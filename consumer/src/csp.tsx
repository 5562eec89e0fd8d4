import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Written by `npm run check:consumer` from the README's marked sample, verbatim.
import { Customers } from './readme/Customers';

// The server sends `style-src 'self' 'nonce-…'` and the same nonce in this meta tag (Vite's
// html.cspNonce). Emotion's cache takes it; the table's own stylesheet takes it from the cache.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
const cache = createCache({ key: 'css', ...(nonce ? { nonce } : {}) });

const root = document.getElementById('root');
if (!root) throw new Error('csp.html has no #root');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <Customers />
    </CacheProvider>
  </StrictMode>,
);
