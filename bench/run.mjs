// @ts-check
/**
 * `npm run bench`: builds the benchmark page, serves it, and drives it in Chromium.
 *
 *   node bench/run.mjs [--samples 10] [--warmup 2] [--impl plain,tanstack,mui,ours]
 *                      [--rows 45,1000,5000] [--moves 20] [--port 61002] [--no-bundle] [--verbose]
 *                      [--chromium /path/to/chromium]
 *
 * Every sample is a fresh browser context and page. Implementations are interleaved
 * round-robin (the starting one rotates per round), so machine noise hits all alike.
 * Results go to bench/results/latest.{json,md}; docs/performance.md includes latest.md
 * (`npm run docs:update` refreshes it).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { bundleSizes } from './lib/bundle.mjs';
import { formatAs, renderMarkdown } from './lib/report.mjs';
import { describe } from './lib/stats.mjs';
import { startTrace } from './lib/trace.mjs';

const ALL_IMPLS = ['plain', 'tanstack', 'mui', 'ours'];
const ALL_SIZES = [45, 1000, 5000];
const LOAD_MORE = [
  { from: 10, added: 10 },
  { from: 1000, added: 10 },
];
/**
 * The drag again with the table scrolled to the middle of 5,000 rows, for the implementations
 * that do not lay out every row anyway: where a row group's neighbours on both sides are near.
 */
const MIDDLE = { rows: 5000, impls: ['mui', 'ours'] };
/**
 * A sort at this many loaded rows (issue 30): the name column's header is a sort control, and the
 * data source answers a press with the first page in the new order, so the table drops to one
 * page. Ours against the plain table doing the same change.
 */
const SORT = { from: [1000, 5000], impls: ['plain', 'ours'] };
const LONG_WAIT = 10 * 60_000;
/** How long the page idles after the mount before anything is timed, in ms. */
const IDLE_MS = 1000;
/** Renders of the table's parent with the same props, timed together. */
const RERENDERS = 10;
/** Pixels per pointer move, towards the inline start: the column narrows below its content. */
const STEP = -6;

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    impl: { type: 'string', default: ALL_IMPLS.join(',') },
    rows: { type: 'string', default: ALL_SIZES.join(',') },
    moves: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '61002' },
    'no-bundle': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    chromium: { type: 'string' },
  },
});
const samples = Number(values.samples);
const warmup = Number(values.warmup);
const moves = Number(values.moves);
const impls = values.impl.split(',');
const sizes = values.rows.split(',').map(Number);
const port = Number(values.port);
for (const impl of impls) {
  if (!ALL_IMPLS.includes(impl))
    throw new Error(`Unknown --impl "${impl}": use ${ALL_IMPLS.join(',')}.`);
}

const root = new URL('./', import.meta.url);
const began = Date.now();

/** How each implementation's resize handle for the resized column is found. */
const HANDLES = /** @type {Record<string, string>} */ ({
  plain: '[data-bench-resize="fullLegalName"]',
  tanstack: '[data-bench-resize="fullLegalName"]',
  mui: '.MuiDataGrid-columnHeader[data-field="fullLegalName"] .MuiDataGrid-columnSeparator',
  ours: '[role="separator"][aria-label="Resize Legal name"]',
});

/**
 * Launch options: `--chromium <path>` when given, else Playwright's own Chromium when installed,
 * else the system's headless shell, as `playwright/browsers.ts` runs the tests and as Playwright
 * runs headless Chromium. The full browser, run headless, starts its own UI (the omnibox popup's
 * WebUI page, in a second renderer) with every new context, and on a two-core machine that
 * renderer takes the CPU the page under test needs while it mounts: the figures would then say
 * as much about the browser's UI as about the table.
 */
function executable() {
  if (values.chromium) return { executablePath: values.chromium };
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return {};
  const system = [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((path) => existsSync(path));
  if (!system)
    throw new Error('No Chromium: npx playwright install chromium, or apt-get install chromium.');
  return { executablePath: system };
}

/**
 * @param {import('playwright-core').Page} page
 */
const settle = async (page) => {
  await page.evaluate(() => window.bench.nextPaint());
  await page.evaluate(() => window.bench.nextPaint());
};

/**
 * A person looks at the page before reaching for a handle: the runner waits this long after the
 * mount (every row in the DOM) and before Load more, as an idle page would. No `gc()` is forced
 * before a timed step: whatever garbage the page leaves, users pay for it, and so do the figures.
 * @param {import('playwright-core').Page} page
 */
async function idle(page) {
  await page.waitForTimeout(IDLE_MS);
  await settle(page);
}

/**
 * JS heap still reachable at the end of a sample: after the timed steps, CDP's full collection,
 * then V8's used size. Nothing is timed after it.
 * @param {import('playwright-core').CDPSession} session
 */
async function retainedHeap(session) {
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

/**
 * Loads the page; its module awaits the implementation's chunk before it exposes `window.bench`.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function open(page, url) {
  // A loaded two-core machine can take minutes to mount 5,000 rows: wait, do not fail.
  page.setDefaultTimeout(LONG_WAIT);
  page.setDefaultNavigationTimeout(LONG_WAIT);
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window, undefined, { polling: 100 });
}

/**
 * One sample of the interaction scenario: mount, drag, release, double-click reset.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {string} impl
 * @param {number} rows
 * @param {boolean} [middle] scrolled to the middle of the rows before the drag
 */
async function interactionSample(browser, base, impl, rows, middle = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await open(page, `${base}?impl=${impl}&rows=${rows}`);
    const mount = await page.evaluate(() => window.bench.mounted);
    const allRows = await page.evaluate(() => window.bench.allRows);
    await settle(page);
    if (middle) {
      await page.evaluate(() => {
        const scroller =
          document.querySelector('.MuiDataGrid-virtualScroller') ??
          document.querySelector('table')?.parentElement;
        if (!scroller) throw new Error('No scroll area to scroll to the middle.');
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
      });
      // Rows near the new view render over the next frames.
      for (let frame = 0; frame < 3; frame += 1) await settle(page);
    }
    const session = await context.newCDPSession(page);
    await idle(page);

    const handle = page.locator(/** @type {string} */ (HANDLES[impl])).first();
    const box = await handle.boundingBox();
    if (!box) throw new Error(`${impl}: no resize handle for the resized column.`);
    let x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const headerWidth = () =>
      handle.evaluate(
        (element) =>
          element.closest('th, .th, .MuiDataGrid-columnHeader')?.getBoundingClientRect().width ?? 0,
      );
    const startWidth = await headerWidth();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await settle(page);

    const before = await page.evaluate(() => [window.bench.commits(), window.bench.bodyRenders()]);
    let stop = await startTrace(session);
    for (let index = 0; index < moves; index += 1) {
      x += STEP;
      await page.mouse.move(x, y);
      await page.evaluate(() => window.bench.nextPaint());
    }
    const drag = await stop();
    const after = await page.evaluate(() => [window.bench.commits(), window.bench.bodyRenders()]);
    const dragged = (await headerWidth()) - startWidth;
    // A drag that resized nothing would time an idle page: fail loudly instead.
    if (Math.abs(dragged - STEP * moves) > 1) {
      throw new Error(
        `${impl} at ${rows} rows: the drag resized by ${dragged} px, not ${STEP * moves}.`,
      );
    }

    stop = await startTrace(session);
    await page.mouse.up();
    await settle(page);
    const release = await stop();
    const released = (await headerWidth()) - startWidth;

    const resetBox = await handle.boundingBox();
    if (!resetBox) throw new Error(`${impl}: the resize handle went away after release.`);
    await page.mouse.move(resetBox.x + resetBox.width / 2, resetBox.y + resetBox.height / 2);
    stop = await startTrace(session);
    await page.mouse.dblclick(resetBox.x + resetBox.width / 2, resetBox.y + resetBox.height / 2);
    await settle(page);
    const reset = await stop();

    // A parent that renders again with the same props: the table should do no work.
    await idle(page);
    stop = await startTrace(session);
    for (let index = 0; index < RERENDERS; index += 1) {
      await page.evaluate(() => window.bench.rerender());
    }
    const rerender = await stop();

    return {
      mount,
      allRows,
      allRowsAfterPaint: allRows === null ? null : allRows - mount,
      move: drag.busy / moves,
      moveStyle: drag.style / moves,
      moveLayout: drag.layout / moves,
      movePaint: drag.paint / moves,
      moveScript: drag.script / moves,
      moveGcV8: drag.gcV8 / moves,
      moveGcBlink: drag.gcBlink / moves,
      release: release.busy,
      releaseGcV8: release.gcV8,
      releaseGcBlink: release.gcBlink,
      reset: reset.busy,
      resetGcV8: reset.gcV8,
      resetGcBlink: reset.gcBlink,
      rerender: rerender.busy / RERENDERS,
      heap: middle ? null : await retainedHeap(session),
      releasedPx: released,
      commits: (after[0] ?? 0) - (before[0] ?? 0),
      bodyRenders: (after[1] ?? 0) - (before[1] ?? 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * One sample of "Load more": mount `from` rows, add `added`, main-thread time until painted.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {string} impl
 * @param {{ from: number; added: number }} step
 */
async function loadMoreSample(browser, base, impl, { from, added }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await open(page, `${base}?impl=${impl}&rows=${from}`);
    await page.evaluate(() => window.bench.allRows);
    const session = await context.newCDPSession(page);
    await idle(page);
    const stop = await startTrace(session);
    await page.evaluate((count) => window.bench.loadMore(count), added);
    await settle(page);
    const { busy, gcV8, gcBlink } = await stop();
    return { loadMore: busy, loadMoreGcV8: gcV8, loadMoreGcBlink: gcBlink };
  } finally {
    await context.close();
  }
}

/**
 * One sample of a sort: mount `from` rows with a sortable name column, press it (the page swaps in
 * the first page, sorted), main-thread time until painted.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {string} impl
 * @param {number} from
 */
async function sortSample(browser, base, impl, from) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await open(page, `${base}?impl=${impl}&rows=${from}&sortable`);
    await page.evaluate(() => window.bench.allRows);
    const session = await context.newCDPSession(page);
    await idle(page);
    const stop = await startTrace(session);
    await page.evaluate(() => window.bench.sort());
    await settle(page);
    const { busy, gcV8, gcBlink } = await stop();
    // A sort that changed nothing would time an idle page: fail loudly instead.
    const shown = await page.evaluate(() => ({
      rows: document.querySelectorAll('tbody tr').length,
      sorted: document.querySelector('th[aria-sort="descending"]')?.textContent ?? null,
    }));
    if (shown.rows !== 10 || shown.sorted !== 'Name') {
      throw new Error(`${impl} at ${from} rows: after the sort, ${JSON.stringify(shown)}.`);
    }
    return { sort: busy, sortGcV8: gcV8, sortGcBlink: gcBlink };
  } finally {
    await context.close();
  }
}

/** @typedef {Record<string, Record<string, Record<string, (number | null)[]>>>} Raw scenario → impl → metric → samples (null: not measured for that impl) */

async function main() {
  console.log('Building the benchmark page…');
  await build({ configFile: new URL('vite.config.ts', root).pathname, logLevel: 'warn' });
  const server = await preview({
    configFile: new URL('vite.config.ts', root).pathname,
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const base = `http://127.0.0.1:${port}/`;
  const launch = executable();
  const browser = await chromium.launch(launch);
  const version = browser.version();

  const scenarios = [
    ...sizes.map((rows) => ({
      key: `rows-${rows}`,
      impls,
      run: (/** @type {string} */ impl) => interactionSample(browser, base, impl, rows),
    })),
    ...(sizes.includes(MIDDLE.rows)
      ? [
          {
            key: `middle-${MIDDLE.rows}`,
            impls: MIDDLE.impls,
            run: (/** @type {string} */ impl) =>
              interactionSample(browser, base, impl, MIDDLE.rows, true),
          },
        ]
      : []),
    ...LOAD_MORE.map((step) => ({
      key: `load-more-${step.from}`,
      impls,
      run: (/** @type {string} */ impl) => loadMoreSample(browser, base, impl, step),
    })),
    ...SORT.from.map((from) => ({
      key: `sort-${from}`,
      impls: SORT.impls,
      run: (/** @type {string} */ impl) => sortSample(browser, base, impl, from),
    })),
  ];

  /** @type {Raw} */
  const raw = {};
  try {
    for (let round = 0; round < warmup + samples; round += 1) {
      const roundBegan = Date.now();
      const order = impls.map((_, index) => impls[(index + round) % impls.length] ?? '');
      for (const scenario of scenarios) {
        for (const impl of order) {
          if (!scenario.impls.includes(impl)) continue;
          const began = Date.now();
          const result = await scenario.run(impl);
          if (values.verbose) console.log(`  ${scenario.key} ${impl}: ${Date.now() - began} ms`);
          if (round < warmup) continue;
          const byImpl = (raw[scenario.key] ??= {});
          const byMetric = (byImpl[impl] ??= {});
          for (const [metric, value] of Object.entries(result))
            (byMetric[metric] ??= []).push(value);
        }
      }
      const label =
        round < warmup
          ? `warm-up ${round + 1}/${warmup}`
          : `sample ${round - warmup + 1}/${samples}`;
      console.log(`${label} done in ${((Date.now() - roundBegan) / 1000).toFixed(0)} s`);
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }

  /** @type {Record<string, Record<string, Record<string, ReturnType<typeof describe>>>>} */
  const summary = {};
  for (const [scenario, byImpl] of Object.entries(raw)) {
    for (const [impl, byMetric] of Object.entries(byImpl)) {
      for (const [metric, values] of Object.entries(byMetric)) {
        ((summary[scenario] ??= {})[impl] ??= {})[metric] = describe(values);
      }
    }
  }

  const bundle = values['no-bundle'] ? undefined : await bundleSizes();
  const packageJson = JSON.parse(await readFile(new URL('../package.json', root), 'utf8'));
  const result = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - began) / 1000),
    conditions: {
      chromium: version,
      chromiumBinary: launch.executablePath ?? 'Playwright',
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      samples,
      warmup,
      moves,
      stepPx: STEP,
      idleMs: IDLE_MS,
      rerenders: RERENDERS,
      impls,
      sizes,
      peers: Object.fromEntries(
        ['@tanstack/react-table', '@mui/x-data-grid', 'react'].map((name) => [
          name,
          packageJson.devDependencies[name],
        ]),
      ),
    },
    summary,
    bundle,
    raw,
  };

  const results = new URL('results/', root);
  await mkdir(results, { recursive: true });
  const markdown = await renderMarkdown(result);
  const json = new URL('latest.json', results);
  await writeFile(json, await formatAs(JSON.stringify(result), json));
  await writeFile(new URL('latest.md', results), markdown);
  console.log(markdown);
  console.log(
    `Done in ${result.durationSeconds} s. Wrote bench/results/latest.{json,md}: run \`npm run docs:update\` to include it in docs/performance.md.`,
  );
}

await main();
