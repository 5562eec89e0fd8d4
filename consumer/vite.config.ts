import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';

// Four pages: the app (index.html), a server-rendered page (ssr.html, rendered by server.mjs
// with src/entry-server.tsx), a page under a strict Content-Security-Policy (csp.html) and an
// app with its own Emotion theme (own-theme.html: its own type-checks, tsconfig.own-theme.json).
// server.mjs swaps CSP_NONCE for a fresh nonce per response; Vite puts it on the tags it writes.
export default defineConfig({
  plugins: [react()],
  html: { cspNonce: 'CSP_NONCE' },
  build: { rollupOptions: { input: ['index.html', 'ssr.html', 'csp.html', 'own-theme.html'] } },
});
