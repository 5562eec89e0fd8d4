// The Vite app's server: the built pages and assets, /ssr rendered on the server (React's
// renderToString through dist-server/entry-server.js), and /csp under a strict
// Content-Security-Policy with a fresh nonce per response. Any other path is the app's own page.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from './dist-server/entry-server.js';

const client = fileURLToPath(new URL('./dist/', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function respond(url) {
  const file = join(client, decodeURIComponent(url.pathname));
  if (url.pathname.startsWith('/assets/') && file.startsWith(client + 'assets' + sep)) {
    return { type: types[extname(file)] ?? 'application/octet-stream', body: await readFile(file) };
  }
  const page = (name) => readFile(join(client, name), 'utf8');
  // A fresh nonce for every response: Vite wrote CSP_NONCE on its tags and in a meta tag.
  const nonce = randomBytes(16).toString('base64');
  const html = (text) => ({ type: types['.html'], body: text.replaceAll('CSP_NONCE', nonce) });
  // /ssr-wrap and /ssr-narrow: the same page with other columns (see ServerPage.tsx).
  if (['/ssr', '/ssr-wrap', '/ssr-narrow'].includes(url.pathname)) {
    const { html: app, styles } = render(url.search, url.pathname);
    return html(
      (await page('ssr.html')).replace('<!--app-->', app).replace('</head>', `${styles}</head>`),
    );
  }
  if (url.pathname === '/csp') {
    return {
      ...html(await page('csp.html')),
      csp: `default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'nonce-${nonce}'`,
    };
  }
  if (url.pathname === '/own-theme') return html(await page('own-theme.html'));
  return html(await page('index.html'));
}

createServer((request, response) => {
  respond(new URL(request.url ?? '/', 'http://localhost'))
    .then(({ type, body, csp }) => {
      response.setHeader('Content-Type', type);
      if (csp) response.setHeader('Content-Security-Policy', csp);
      response.end(body);
    })
    .catch((error) => {
      response.statusCode = error.code === 'ENOENT' ? 404 : 500;
      response.end(String(error.code ?? 'error'));
    });
}).listen(port, 'localhost', () => console.log(`http://localhost:${port}`));
