// @ts-check
/**
 * `npm run bench:firefox`: the benchmark page in Firefox, where no Chrome trace exists. Wall
 * clock measured in the page, so the figures include the wait for the next frame:
 * - first data paint and every row in the DOM: from `root.render` (as `npm run bench`);
 * - Load more: 10 rows added, until the next frame has painted;
 * - move and release: from the pointer event to the next frame painted, 10 moves of 6 px.
 * As in `npm run bench`, the page idles 1 s after the mount, and no collection is forced.
 *
 *   node bench/firefox.mjs [--samples 5] [--impl plain,ours] [--rows 45,1000,5000] [--port 61003]
 *                          [--profile /tmp/gecko.json]
 *
 * `--profile` runs Firefox under its own (Gecko) profiler, 1 ms samples of the page's main
 * thread with JS frames, and writes the profile when the browser closes: open it in the Firefox
 * Profiler (profiler.firefox.com, "Load a profile from file"). Take one sample of one size and
 * implementation with it (the profiler slows the page), e.g. `--samples 1 --impl ours --rows 5000`;
 * build nothing else meanwhile. Native frames come without symbols in Debian's build; the label
 * frames (`Styles`, `Reflow`, `PresShell::DoFlushPendingNotifications`) and JS frames are named.
 *
 * Results go to bench/results/firefox.{json,md}, beside `npm run bench`'s.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { firefox } from '@playwright/test';
import { build, preview } from 'vite';
import { formatAs } from './lib/report.mjs';
import { describe } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '5' },
    impl: { type: 'string', default: 'plain,ours' },
    rows: { type: 'string', default: '45,1000,5000' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '61003' },
    profile: { type: 'string' },
  },
});
const samples = Number(values.samples);
const impls = values.impl.split(',');
const sizes = values.rows.split(',').map(Number);
const MOVES = 10;
const STEP = -6;
/** The resize handle of "Legal name" in each implementation this script can drive. */
const HANDLES = /** @type {Record<string, string>} */ ({
  plain: '[data-bench-resize="fullLegalName"]',
  tanstack: '[data-bench-resize="fullLegalName"]',
  ours: '[role="separator"][aria-label="Resize Legal name"]',
});

/**
 * The Gecko profiler starts with Firefox and writes its profile at shutdown, from these
 * variables (they work with Debian's firefox-esr, driven over WebDriver BiDi).
 * @param {string} file
 */
const profilerEnv = (file) => ({
  ...process.env,
  MOZ_PROFILER_STARTUP: '1',
  MOZ_PROFILER_SHUTDOWN: file,
  MOZ_PROFILER_STARTUP_INTERVAL: '1',
  MOZ_PROFILER_STARTUP_ENTRIES: '16777216',
  MOZ_PROFILER_STARTUP_FEATURES: 'js,cpu',
  MOZ_PROFILER_STARTUP_FILTERS: 'GeckoMain',
});

/** Playwright's own Firefox when installed, else Debian's ESR over WebDriver BiDi. */
function launch() {
  const options = values.profile ? { env: profilerEnv(values.profile) } : {};
  if (existsSync(firefox.executablePath())) return firefox.launch(options);
  const executablePath = ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) =>
    existsSync(path),
  );
  if (!executablePath)
    throw new Error('No Firefox: npx playwright install firefox, or apt-get install firefox-esr.');
  return firefox.launch({ ...options, channel: 'moz-firefox', executablePath });
}

/**
 * One sample: mount, a drag and its release, then Load more, all on one fresh page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} handleSelector
 */
async function sample(browser, url, handleSelector) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    page.setDefaultTimeout(10 * 60_000);
    await page.goto(url);
    await page.waitForFunction(() => 'bench' in window, undefined, { polling: 100 });
    const mount = await page.evaluate(() => window.bench.mounted);
    const allRows = await page.evaluate(() => window.bench.allRows);
    // A person looks at the page before reaching for a handle (see `idle` in run.mjs).
    await page.waitForTimeout(1000);
    // The time of the last pointer event, read after the frame that follows it.
    await page.evaluate(() => {
      for (const type of ['pointermove', 'pointerup']) {
        addEventListener(
          type,
          () => document.body.setAttribute('data-t', String(performance.now())),
          true,
        );
      }
    });
    const sincePointer = () =>
      page.evaluate(async () => (await window.bench.nextPaint()) - Number(document.body.dataset.t));
    await page.evaluate(() => window.bench.nextPaint());
    const box = await page.locator(handleSelector).first().boundingBox();
    if (!box) throw new Error(`No resize handle at ${url}.`);
    let x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.evaluate(() => window.bench.nextPaint());
    const moves = [];
    for (let index = 0; index < MOVES; index += 1) {
      x += STEP;
      await page.mouse.move(x, y);
      moves.push(await sincePointer());
    }
    await page.mouse.up();
    const release = await sincePointer();
    await page.evaluate(() => window.bench.nextPaint());
    const loadMore = await page.evaluate(() => window.bench.loadMore(10));
    return { mount, allRows, move: describe(moves).median, release, loadMore };
  } finally {
    await page.close();
  }
}

const root = new URL('./', import.meta.url);
const began = Date.now();
console.log('Building the benchmark page…');
await build({ configFile: new URL('vite.config.ts', root).pathname, logLevel: 'warn' });
const server = await preview({
  configFile: new URL('vite.config.ts', root).pathname,
  preview: { port: Number(values.port), strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
const browser = await launch();
const version = browser.version();
/** @type {Record<string, Record<string, Record<string, (number | null)[]>>>} rows → impl → metric → samples */
const raw = {};
try {
  for (let round = 0; round < samples; round += 1) {
    for (const rows of sizes) {
      for (const impl of round % 2 ? impls.toReversed() : impls) {
        const handle = HANDLES[impl];
        if (!handle) throw new Error(`--impl ${impl}: use ${Object.keys(HANDLES).join(',')}.`);
        const url = `http://127.0.0.1:${values.port}/?impl=${impl}&rows=${rows}`;
        const result = await sample(browser, url, handle);
        const byMetric = ((raw[rows] ??= {})[impl] ??= {});
        for (const [metric, value] of Object.entries(result)) (byMetric[metric] ??= []).push(value);
      }
    }
    console.log(`sample ${round + 1}/${samples} done`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  console.log(`Firefox ${version}`);
}

const metrics = ['mount', 'allRows', 'loadMore', 'move', 'release'];
const labels = [
  'First data paint',
  'Every row in the DOM',
  'Load more (+10)',
  'Move to next paint',
  'Release to next paint',
];
const rowsOut = [
  `| Rows | Impl | ${labels.join(' | ')} |`,
  `| --- | --- | ${labels.map(() => '---').join(' | ')} |`,
];
for (const [rows, byImpl] of Object.entries(raw)) {
  for (const [impl, byMetric] of Object.entries(byImpl)) {
    const cells = metrics.map((metric) => {
      const { median, iqr, q3, n } = describe(byMetric[metric] ?? []);
      if (n === 0) return '–';
      const spread = `${Math.round(median)} (${Math.round(iqr)})`;
      return metric === 'release' ? `${spread}, p75 ${Math.round(q3)}` : spread;
    });
    rowsOut.push(`| ${Number(rows).toLocaleString('en')} | ${impl} | ${cells.join(' | ')} |`);
  }
}
const cpuCount = cpus().length;
const markdown = `Firefox run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Firefox ${version}, ${cpuCount} CPUs, ${samples} samples, a fresh page each, idle 1 s after the mount, no forced GC; wall clock in ms, median (IQR), and the release's 75th percentile.\n\n${rowsOut.join('\n')}\n`;
console.log(markdown);
if (values.profile) {
  // Figures taken under the profiler are not results.
  console.log(`Done. Wrote the Gecko profile to ${values.profile}.`);
} else {
  const results = new URL('results/', root);
  await mkdir(results, { recursive: true });
  const json = new URL('firefox.json', results);
  await writeFile(
    json,
    await formatAs(
      JSON.stringify({
        date: new Date().toISOString(),
        firefox: version,
        cpus: cpuCount,
        samples,
        raw,
      }),
      json,
    ),
  );
  const md = new URL('firefox.md', results);
  await writeFile(md, await formatAs(markdown, md));
  console.log(
    `Done in ${Math.round((Date.now() - began) / 1000)} s. Wrote bench/results/firefox.{json,md}.`,
  );
}
