// npm run check:consumer: packs the library, checks the tarball's contents, then installs it
// into each app under consumer/, each built and served by its framework's own tools and checked
// by a Playwright run (e2e-consumer/):
// - the Vite app (consumer/), once per React version (consumer/variants.json), with the docs'
//   samples copied in verbatim: type-checks with skipLibCheck off (and on, for its page with
//   its own Emotion theme), its own unit tests in jsdom (Vitest and Jest), `vite build`
//   for the browser and for the server, and consumer/server.mjs serving its pages, a
//   server-rendered page and a page under a strict CSP;
// - Next.js's App Router (consumer/next): `next build` (it type-checks) and `next start`;
// - React Router's framework mode (consumer/react-router), with the docs' adapter sample:
//   type-check, `react-router build` and `react-router-serve`.
// `node scripts/check-consumer.mjs next react-19` runs only those; CONSUMER_TARBALL=path checks
// a tarball packed elsewhere (an older build, say) instead of packing this one.
// Work copies live outside the repository (Next.js will not build an app inside node_modules),
// keyed by its path; each keeps its node_modules between runs, and npm's cache makes the
// installs after the first quick.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = join(root, 'consumer');
const samples = join(root, 'src/demo/samples');
const work = join(
  tmpdir(),
  'paginated-table-consumer',
  createHash('sha256').update(root).digest('hex').slice(0, 12),
);
const only = process.argv.slice(2);
const startedAll = Date.now();
const timings = [];

function run(command, args, cwd, env = {}) {
  const started = Date.now();
  const output = execFileSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  console.log(`  ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return output;
}

function fail(message) {
  console.error(`check:consumer: ${message}`);
  process.exit(1);
}

function checkContents(files, filename, size, unpackedSize) {
  // What the tarball holds: the build, its maps and types, README, LICENSE, CONTRIBUTING (how the
  // docs' claims are tested and measured) and the docs' pages, so that every link between them
  // works in node_modules (not their images: their alt texts stand in). No tests, stories,
  // fixtures, demo or sources, and every source map carries its sources inline.
  const paths = files.map((file) => file.path);
  const allowed =
    /^(dist\/.+\.(js|d\.ts|js\.map)|docs\/[A-Za-z-]+\.md|package\.json|README\.md|CONTRIBUTING\.md|LICENSE)$/;
  const forbidden =
    /(\.test\.|\.ct\.|\.stories\.|\.typetest\.|fixtures|\/demo\/|\/docs\/|^src\/|^consumer\/)/;
  const stray = paths.filter((path) => !allowed.test(path) || forbidden.test(path));
  if (stray.length > 0) fail(`the tarball holds files it should not:\n  ${stray.join('\n  ')}`);
  for (const needed of ['dist/index.js', 'dist/index.d.ts', 'LICENSE', 'README.md']) {
    if (!paths.includes(needed)) fail(`the tarball lacks ${needed}`);
  }
  // Every relative link in the shipped pages leads to a shipped file.
  for (const page of paths.filter((path) => path.endsWith('.md'))) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target) || target.endsWith('.png')) continue;
      const path = posix.normalize(posix.join(posix.dirname(page), target));
      if (!paths.includes(path)) fail(`${page} links to ${target}, which the tarball lacks`);
    }
  }
  for (const map of paths.filter((path) => path.endsWith('.map'))) {
    const { sources, sourcesContent } = JSON.parse(readFileSync(join(root, map), 'utf8'));
    if (
      !sourcesContent ||
      sourcesContent.length !== sources.length ||
      sourcesContent.some((s) => !s)
    )
      fail(`${map} does not inline its sources`);
  }
  // Server components: the modules that need the browser's React begin with 'use client' (tsc
  // keeps the directive); the barrel and the plain values it re-exports do not.
  const directive = (path) => /^'use client';/.test(readFileSync(join(root, path), 'utf8'));
  for (const path of ['dist/PaginatedTable/PaginatedTable.js', 'dist/i18n/LocaleProvider.js']) {
    if (!directive(path)) fail(`${path} lacks its 'use client' directive`);
  }
  for (const path of ['dist/index.js', 'dist/theme/theme.js', 'dist/i18n/messages.js']) {
    if (directive(path)) fail(`${path} must stay importable from a server component`);
  }
  // An app that installs the package is held to no Node version. The floor for working on this
  // repository is in `devEngines`, which npm checks here alone; Yarn 1 refuses to install a
  // dependency whose `engines.node` does not match the Node it runs on.
  const { engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (engines?.node) {
    fail(`engines.node (${engines.node}) would hold every app that installs the package to it`);
  }
  console.log(
    `  ${filename}: ${paths.length} files, ${(size / 1024).toFixed(1)} kB packed, ${(unpackedSize / 1024).toFixed(1)} kB unpacked; no tests, stories or demo; maps inline their sources; no engines`,
  );
}

// 1. Pack, as `npm publish` would (prepack builds dist/).
mkdirSync(work, { recursive: true });
let tarball = process.env.CONSUMER_TARBALL;
if (tarball) {
  console.log(`Checking ${tarball} (not packed here: its contents are not checked)`);
} else {
  console.log('Packing');
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
  const { filename, files, size, unpackedSize } = packed[0];
  tarball = join(work, filename);
  checkContents(files, filename, size, unpackedSize);
}

// 2. The docs' samples that the apps render, copied verbatim from where the docs pages take
// them, so the docs cannot drift from what runs here: PATH in the app ← file in this repository.
// (The React Router adapter sample lives in the Vite app itself, consumer/src/readme/.)
const docsSamples = {
  'src/readme/Customers.tsx': 'src/demo/samples/Customers.tsx',
  'src/readme/SystemTheme.tsx': 'src/demo/samples/SystemTheme.tsx',
};

// 3. Each app: a fresh copy (keeping node_modules from the last run), the tarball and the pinned
// registry packages installed, then its framework's type-check, build, server and the browser.
function prepare(name, source, pins, exclude = () => false) {
  console.log(`\n${name}`);
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true });
  }
  rmSync(join(dir, 'node_modules/paginated-table'), { recursive: true, force: true });
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => !path.includes('node_modules') && !exclude(relative(source, path)),
  });
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const pinned = (deps = {}) =>
    Object.fromEntries(Object.entries(deps).map(([dep, version]) => [dep, pins[dep] ?? version]));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        ...manifest,
        dependencies: { ...pinned(manifest.dependencies), 'paginated-table': `file:${tarball}` },
        devDependencies: pinned(manifest.devDependencies),
      },
      null,
      2,
    ),
  );
  return dir;
}

/** Copies repository files into the app: `targets` maps a path in the app to a file here. */
function writeSamples(dir, targets) {
  for (const [target, from] of Object.entries(targets)) {
    mkdirSync(dirname(join(dir, target)), { recursive: true });
    cpSync(join(root, from), join(dir, target));
  }
}

function install(dir) {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], dir);
  const version = (pkg) =>
    JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  console.log(`  react ${version('react')}, @types/react ${version('@types/react')}`);
  return version('react');
}

function browse(dir, app, react) {
  const tests = run(
    'npx',
    ['playwright', 'test', '-c', 'playwright/consumer.config.ts', '--reporter=line'],
    root,
    { CONSUMER_DIR: dir, CONSUMER_APP: app, CONSUMER_REACT: react },
  );
  console.log(tests.trim().split('\n').at(-1));
}

const apps = [
  ...Object.entries(JSON.parse(readFileSync(join(fixture, 'variants.json'), 'utf8'))).map(
    ([name, pins]) => ({
      name,
      check: () => {
        // The other apps under consumer/ are apps of their own.
        const dir = prepare(name, fixture, pins, (path) => /^(next|react-router)(\/|$)/.test(path));
        mkdirSync(join(dir, 'src/samples'), { recursive: true });
        for (const file of readdirSync(samples).filter((file) => /Sample\.tsx$/.test(file))) {
          cpSync(join(samples, file), join(dir, 'src/samples', file));
        }
        writeSamples(dir, docsSamples);
        const react = install(dir);
        const tsc = join(dir, 'node_modules/.bin/tsc');
        run(tsc, ['-p', 'tsconfig.json'], dir);
        // The page with the app's own Emotion theme: skipLibCheck off (its tsconfig) and on.
        run(tsc, ['-p', 'tsconfig.own-theme.json'], dir);
        run(tsc, ['-p', 'tsconfig.own-theme.json', '--skipLibCheck'], dir);
        // The app's own unit tests in jsdom: Vitest's (src/table.test.tsx), then Jest's
        // (jest/table.test.tsx), which reports on stderr.
        const unit = run(
          join(dir, 'node_modules/.bin/vitest'),
          ['run', '--dir', 'src', '--reporter=dot'],
          dir,
          { NO_COLOR: '1' },
        );
        console.log(
          `  ${unit
            .split('\n')
            .find((line) => /Tests\s/.test(line))
            ?.trim()}`,
        );
        run(join(dir, 'node_modules/.bin/jest'), ['--ci', '--silent'], dir);
        const vite = join(dir, 'node_modules/.bin/vite');
        run(vite, ['build', '--logLevel', 'warn'], dir);
        run(
          vite,
          [
            'build',
            '--ssr',
            'src/entry-server.tsx',
            '--outDir',
            'dist-server',
            '--logLevel',
            'warn',
          ],
          dir,
        );
        browse(dir, 'vite', react);
      },
    }),
  ),
  {
    name: 'next',
    check: () => {
      const dir = prepare('next', join(fixture, 'next'), {});
      // The docs' first sample, as it stands, rendered by a server component (app/page.tsx).
      cpSync(join(samples, 'BasicSample.tsx'), join(dir, 'app/BasicSample.tsx'));
      const react = install(dir);
      // next build type-checks the app (skipLibCheck on, as its template has it).
      run(join(dir, 'node_modules/.bin/next'), ['build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
      browse(dir, 'next', react);
    },
  },
  {
    name: 'react-router',
    check: () => {
      const dir = prepare('react-router', join(fixture, 'react-router'), {});
      writeSamples(dir, {
        'app/useReactRouterAdapter.tsx': 'consumer/src/readme/useReactRouterAdapter.tsx',
      });
      const react = install(dir);
      run(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
      run(join(dir, 'node_modules/.bin/react-router'), ['build'], dir);
      browse(dir, 'react-router', react);
    },
  },
];

// Every app is checked even when one fails, so one run shows every problem.
const failed = [];
for (const { name, check } of apps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  try {
    check();
  } catch (error) {
    console.error(`  ${name} FAILED: ${error.stdout ?? error.message}`);
    failed.push(name);
  }
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
console.log(
  `\ncheck:consumer: ${timings.join(', ')}; ${((Date.now() - startedAll) / 1000).toFixed(0)} s in all`,
);
if (failed.length > 0) fail(`${failed.join(', ')} failed`);
