// @ts-check
/**
 * Minified + gzipped size of an entry's whole public API, as a consumer's production bundler
 * would ship it: Vite's library build (Rollup), then esbuild's full minification, gzip level 9.
 * Vite's `minify` alone keeps an ES library's whitespace and comments (it only shortens names),
 * which until 2026-11-25 17:40 UTC inflated every "min" figure here, ours and TanStack's alike.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build } from 'vite';

const REACT = ['react', 'react-dom'];
const EMOTION = ['@emotion/react', '@emotion/styled'];

/**
 * @param {string} entry absolute path
 * @param {string[]} external package names kept out of the bundle
 */
async function measure(entry, external) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // A consumer's production build drops development-only branches.
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
    build: {
      write: false,
      minify: 'esbuild',
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: {
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  let code = '';
  for (const result of outputs) {
    if (!('output' in result)) throw new Error('Expected a finished build, not a watcher.');
    for (const chunk of result.output) if (chunk.type === 'chunk') code += chunk.code;
  }
  const minified = (await transform(code, { minify: true, format: 'esm', target: 'es2022' })).code;
  return { min: Buffer.byteLength(minified), gzip: gzipSync(minified, { level: 9 }).length };
}

/** Sizes in bytes: ours without and with `@floating-ui` bundled, and TanStack Table's. */
export async function bundleSizes() {
  const ours = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
  const tanstack = fileURLToPath(import.meta.resolve('@tanstack/react-table'));
  return {
    'ours (peers and @floating-ui external)': await measure(ours, [
      ...REACT,
      ...EMOTION,
      '@floating-ui/react-dom',
    ]),
    'ours (peers external, @floating-ui bundled)': await measure(ours, [...REACT, ...EMOTION]),
    '@tanstack/react-table (react external)': await measure(tanstack, REACT),
  };
}
