// npm run check:consumer: packs the library, checks the tarball's contents, then installs it
// into the fixture app in consumer/ once per React version (consumer/variants.json), with the
// docs' samples copied in verbatim (src/demo/samples/): type-check with
// skipLibCheck off, production build, and a Playwright run in Chromium (e2e-consumer/). Work
// copies live in node_modules/.cache/consumer, outside every lint, type-check, format and pack;
// npm's cache makes the installs after the first quick.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = join(root, 'consumer');
const samples = join(root, 'src/demo/samples');
const work = join(root, 'node_modules/.cache/consumer');
const only = process.argv.slice(2);

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

// 1. Pack, as `npm publish` would (prepack builds dist/).
mkdirSync(work, { recursive: true });
console.log('Packing');
const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
const { filename, files, size, unpackedSize } = packed[0];
const tarball = join(work, filename);

// 2. What the tarball holds: the build, its maps and types, README, LICENSE. No tests,
// stories, fixtures, demo or sources, and every source map carries its sources inline.
const paths = files.map((file) => file.path);
const allowed = /^(dist\/.+\.(js|d\.ts|js\.map)|package\.json|README\.md|LICENSE)$/;
const forbidden = /(\.test\.|\.ct\.|\.stories\.|\.typetest\.|fixtures|\/demo\/|^src\/|^consumer\/)/;
const stray = paths.filter((path) => !allowed.test(path) || forbidden.test(path));
if (stray.length > 0) fail(`the tarball holds files it should not:\n  ${stray.join('\n  ')}`);
for (const needed of ['dist/index.js', 'dist/index.d.ts', 'LICENSE', 'README.md']) {
  if (!paths.includes(needed)) fail(`the tarball lacks ${needed}`);
}
for (const map of paths.filter((path) => path.endsWith('.map'))) {
  const { sources, sourcesContent } = JSON.parse(readFileSync(join(root, map), 'utf8'));
  if (!sourcesContent || sourcesContent.length !== sources.length || sourcesContent.some((s) => !s))
    fail(`${map} does not inline its sources`);
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

// 3. The docs' samples that pages of the app render (consumer/src/main.tsx), copied from
// src/demo/samples/ where the docs pages take them, so the docs cannot drift from what runs here.
// (The React Router adapter sample lives in the app itself, consumer/src/readme/.)
const docsSamples = new Map([
  ['src/readme/Customers.tsx', 'src/demo/samples/Customers.tsx'],
  ['src/readme/SystemTheme.tsx', 'src/demo/samples/SystemTheme.tsx'],
]);

// 4. One install, type-check, build and browser run per React version.
const variants = JSON.parse(readFileSync(join(fixture, 'variants.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8'));
for (const [name, pins] of Object.entries(variants)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n${name}`);
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  // A fresh copy of the app, keeping node_modules from the last run.
  for (const entry of readdirSync(dir)) {
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true });
  }
  rmSync(join(dir, 'node_modules/paginated-table'), { recursive: true, force: true });
  cpSync(fixture, dir, { recursive: true, filter: (source) => !source.includes('node_modules') });
  mkdirSync(join(dir, 'src/samples'), { recursive: true });
  for (const file of readdirSync(samples).filter((file) => /Sample\.tsx$/.test(file))) {
    cpSync(join(samples, file), join(dir, 'src/samples', file));
  }
  for (const [path, from] of docsSamples) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(root, from), join(dir, path));
  }
  const pinned = (deps) =>
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
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], dir);
  const react = JSON.parse(readFileSync(join(dir, 'node_modules/react/package.json'), 'utf8'));
  const types = JSON.parse(
    readFileSync(join(dir, 'node_modules/@types/react/package.json'), 'utf8'),
  );
  console.log(`  react ${react.version}, @types/react ${types.version}`);
  run(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
  run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir);
  const tests = run(
    'npx',
    ['playwright', 'test', '-c', 'playwright/consumer.config.ts', '--reporter=line'],
    root,
    { CONSUMER_DIR: dir, CONSUMER_REACT: react.version },
  );
  console.log(tests.trim().split('\n').at(-1));
}
