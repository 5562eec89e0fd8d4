// @ts-check
/** The markdown report of a run (`bench/results/latest.md`, included by the performance docs). */
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const IMPLS = ['plain', 'tanstack', 'mui', 'ours'];
const PEERS = ['plain', 'tanstack', 'mui'];

/** @typedef {{ median: number; q1: number; q3: number; iqr: number; max: number; mean: number; n: number }} Stat */
/** @typedef {Record<string, Record<string, Record<string, Stat>>>} Summary */

/**
 * @typedef {object} Row
 * @property {string} metric
 * @property {string} label
 * @property {string} scenario key prefix
 * @property {'ms' | 'count' | 'MB'} unit
 * @property {'median' | 'p75' | 'gc'} [show] median (IQR) by default; `p75`: the 75th
 *   percentile; `gc`: mean V8 + mean Blink time of `metric`'s `GcV8` and `GcBlink` samples
 */

/** @type {Row[]} */
const ROWS = [
  { metric: 'mount', label: 'First data paint (wall clock)', scenario: 'rows', unit: 'ms' },
  { metric: 'allRows', label: 'Every row in the DOM (wall clock)', scenario: 'rows', unit: 'ms' },
  { metric: 'move', label: 'Per pointer move', scenario: 'rows', unit: 'ms' },
  { metric: 'release', label: 'Release (ours auto-widens)', scenario: 'rows', unit: 'ms' },
  {
    metric: 'release',
    label: 'Release, 75th percentile',
    scenario: 'rows',
    unit: 'ms',
    show: 'p75',
  },
  { metric: 'reset', label: 'Double-click reset', scenario: 'rows', unit: 'ms' },
  { metric: 'move', label: 'Per move, scrolled to the middle', scenario: 'middle', unit: 'ms' },
  { metric: 'release', label: 'Release, scrolled to the middle', scenario: 'middle', unit: 'ms' },
  {
    metric: 'release',
    label: 'Release, 75th percentile, middle',
    scenario: 'middle',
    unit: 'ms',
    show: 'p75',
  },
  {
    metric: 'move',
    label: 'GC per move, V8 / Blink (mean)',
    scenario: 'rows',
    unit: 'ms',
    show: 'gc',
  },
  {
    metric: 'release',
    label: 'GC in a release, V8 / Blink (mean)',
    scenario: 'rows',
    unit: 'ms',
    show: 'gc',
  },
  {
    metric: 'reset',
    label: 'GC in a reset, V8 / Blink (mean)',
    scenario: 'rows',
    unit: 'ms',
    show: 'gc',
  },
  { metric: 'rerender', label: 'Parent re-render, same props', scenario: 'rows', unit: 'ms' },
  { metric: 'commits', label: 'React commits during the drag', scenario: 'rows', unit: 'count' },
  { metric: 'bodyRenders', label: 'Body renders during the drag', scenario: 'rows', unit: 'count' },
  { metric: 'heap', label: 'Retained JS heap (MB)', scenario: 'rows', unit: 'MB' },
  { metric: 'loadMore', label: 'Load more', scenario: 'load-more', unit: 'ms' },
  {
    metric: 'loadMore',
    label: 'GC in Load more, V8 / Blink (mean)',
    scenario: 'load-more',
    unit: 'ms',
    show: 'gc',
  },
  { metric: 'sort', label: 'Sort (back to the first page)', scenario: 'sort', unit: 'ms' },
  {
    metric: 'sort',
    label: 'GC in a sort, V8 / Blink (mean)',
    scenario: 'sort',
    unit: 'ms',
    show: 'gc',
  },
];

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** @param {Stat | undefined} stat @param {Row} row */
function cell(stat, row) {
  if (!stat || stat.n === 0) return '–';
  const fmt = (/** @type {number} */ value) =>
    (value >= 100 || row.unit === 'count' ? whole : number).format(value);
  if (row.show === 'p75') return fmt(stat.q3);
  return `${fmt(stat.median)} (${fmt(stat.iqr)})`;
}

/** @param {Stat | undefined} ours @param {Stat | undefined} peer @param {Row} row */
function ratio(ours, peer, row) {
  if (row.unit === 'count' || row.show === 'gc') return '–';
  const pick = (/** @type {Stat} */ stat) => (row.show === 'p75' ? stat.q3 : stat.median);
  if (!ours?.n || !peer?.n || pick(peer) === 0) return '–';
  return `${(pick(ours) / pick(peer)).toFixed(2)}×`;
}

/** @param {Summary} summary */
function scenarioKeys(summary) {
  return Object.keys(summary);
}

/**
 * @param {Summary} summary
 * @param {string} scenario
 * @param {string} impl
 * @param {string} metric
 */
const stat = (summary, scenario, impl, metric) => summary[scenario]?.[impl]?.[metric];

/**
 * Mean GC time of a step, V8's and Blink's: a collection lands in some samples only, so the
 * median is often 0 and hides it.
 * @param {Summary} summary
 * @param {string} scenario
 * @param {string} impl
 * @param {string} metric
 */
function gcCell(summary, scenario, impl, metric) {
  const v8 = stat(summary, scenario, impl, `${metric}GcV8`);
  const blink = stat(summary, scenario, impl, `${metric}GcBlink`);
  if (!v8?.n || !blink?.n) return '–';
  return `${number.format(v8.mean)} / ${number.format(blink.mean)}`;
}

/**
 * Which Chromium ran: the headless shell (Playwright's headless Chromium) or the full browser.
 * @param {string | undefined} binary
 */
const binaryNote = (binary) =>
  binary === undefined || binary === 'Playwright'
    ? ''
    : binary.includes('headless-shell')
      ? ' (headless shell)'
      : ` (${binary}, the full browser)`;

/**
 * @param {{ summary: Summary; conditions: any; date: string; durationSeconds: number; bundle?: Record<string, { min: number; gzip: number }> | undefined }} result
 */
export async function renderMarkdown({ summary, conditions, date, durationSeconds, bundle }) {
  const lines = [];
  const smoke = conditions.samples < 10;
  lines.push(
    `Run of ${date.slice(0, 16).replace('T', ' ')} UTC: Chromium ${conditions.chromium}${binaryNote(conditions.chromiumBinary)}, ${conditions.cpus} CPUs, ` +
      `${conditions.samples} samples after ${conditions.warmup} warm-ups, interleaved, a fresh page each, ` +
      `idle ${conditions.idleMs / 1000} s after the mount and no forced GC before a timed step; ` +
      `a drag is ${conditions.moves} moves of ${Math.abs(conditions.stepPx)} px; took ${Math.round(durationSeconds / 60)} min. ` +
      'Cells are median (IQR); times in ms of main-thread busy time from a Chrome trace, except the two mount rows (wall clock from `root.render`).',
  );
  if (smoke) {
    lines.push(
      '',
      `**Smoke run (${conditions.samples} samples): too few to compare; run \`npm run bench\` on a quiet machine.**`,
    );
  }
  lines.push(
    '',
    `| Measure | Rows | ${IMPLS.join(' | ')} | ${PEERS.map((peer) => `ours ÷ ${peer}`).join(' | ')} |`,
  );
  lines.push(`|${' --- |'.repeat(2 + IMPLS.length + PEERS.length)}`);
  const keys = scenarioKeys(summary);
  for (const row of ROWS) {
    for (const scenario of keys.filter((key) => key.startsWith(row.scenario))) {
      const size = Number(scenario.split('-').at(-1));
      const rows =
        row.scenario === 'load-more'
          ? `${whole.format(size)} → ${whole.format(size + 10)}`
          : row.scenario === 'sort'
            ? `${whole.format(size)} → 10`
            : whole.format(size);
      const of = (/** @type {string} */ impl) =>
        row.show === 'gc'
          ? gcCell(summary, scenario, impl, row.metric)
          : cell(stat(summary, scenario, impl, row.metric), row);
      if (IMPLS.every((impl) => of(impl) === '–')) continue;
      const ours = stat(summary, scenario, 'ours', row.metric);
      lines.push(
        `| ${row.label} | ${rows} | ${IMPLS.map(of).join(' | ')} | ` +
          `${PEERS.map((peer) => ratio(ours, stat(summary, scenario, peer, row.metric), row)).join(' | ')} |`,
      );
    }
  }

  lines.push('', 'Where a pointer move goes (medians, ms): style / layout / paint / script.', '');
  lines.push(`| Rows | ${IMPLS.join(' | ')} |`, `|${' --- |'.repeat(1 + IMPLS.length)}`);
  for (const scenario of keys.filter((key) => key.startsWith('rows') || key.startsWith('middle'))) {
    const parts = IMPLS.map((impl) =>
      ['moveStyle', 'moveLayout', 'movePaint', 'moveScript']
        .map((metric) => {
          const value = stat(summary, scenario, impl, metric)?.median;
          return value === undefined ? '–' : number.format(value);
        })
        .join(' / '),
    );
    const size = whole.format(Number(scenario.split('-').at(-1)));
    const where = scenario.startsWith('middle') ? `${size}, scrolled to the middle` : size;
    lines.push(`| ${where} | ${parts.join(' | ')} |`);
  }

  const targets = checkTargets(summary);
  if (targets.length > 0) {
    lines.push('', 'Targets for `ours`, from this run:', '');
    for (const target of targets) lines.push(`- ${target.met ? '✅' : '❌'} ${target.text}`);
  }

  if (bundle) {
    lines.push(
      '',
      '| Bundle (whole public API, production) | min | min+gz |',
      '| --- | --- | --- |',
    );
    for (const [name, size] of Object.entries(bundle)) {
      lines.push(
        `| ${name} | ${(size.min / 1024).toFixed(1)} kB | ${(size.gzip / 1024).toFixed(1)} kB |`,
      );
    }
  }
  return formatAs(lines.join('\n'), new URL('../results/latest.md', import.meta.url));
}

/**
 * The targets `ours` is held to (issues 8, 29, 30 and 33), from this run.
 * @param {Summary} summary
 */
function checkTargets(summary) {
  const get = (
    /** @type {string} */ scenario,
    /** @type {string} */ impl,
    /** @type {string} */ metric,
  ) => {
    const found = stat(summary, scenario, impl, metric);
    return found?.n ? found : undefined;
  };
  const targets = [];
  const ms = (/** @type {number} */ value) => `${number.format(value)} ms`;
  const move45 = get('rows-45', 'ours', 'move')?.median;
  const move5k = get('rows-5000', 'ours', 'move')?.median;
  if (move45 !== undefined && move5k !== undefined) {
    targets.push({
      met: move5k <= 1.5 * move45,
      text: `per move at 5,000 rows ≤ 1.5× ours at 45: ${ms(move5k)} vs ${ms(1.5 * move45)}`,
    });
  }
  const mui5k = get('rows-5000', 'mui', 'move')?.median;
  if (move5k !== undefined && mui5k !== undefined) {
    targets.push({
      met: move5k <= mui5k,
      text: `per move at 5,000 rows ≤ MUI's: ${ms(move5k)} vs ${ms(mui5k)}`,
    });
  }
  for (const scenario of Object.keys(summary).filter((key) => key.startsWith('rows'))) {
    const release = get(scenario, 'ours', 'release');
    const move = get(scenario, 'ours', 'move')?.median;
    if (release === undefined || move === undefined) continue;
    const rows = whole.format(Number(scenario.split('-').at(-1)));
    targets.push({
      met: release.median <= 2 * move && release.q3 <= 3 * move,
      text:
        `release at ${rows} rows: median ≤ 2× a move and 75th percentile ≤ 3×: ` +
        `${ms(release.median)} vs ${ms(2 * move)}, ${ms(release.q3)} vs ${ms(3 * move)}`,
    });
  }
  const paint = get('rows-5000', 'ours', 'mount')?.median;
  const muiPaint = get('rows-5000', 'mui', 'mount')?.median;
  if (paint !== undefined && muiPaint !== undefined) {
    targets.push({
      met: paint <= 1.5 * muiPaint,
      text: `first data paint at 5,000 rows ≤ 1.5× MUI's: ${ms(paint)} vs ${ms(1.5 * muiPaint)}`,
    });
  }
  const after = get('rows-5000', 'ours', 'allRowsAfterPaint')?.max;
  if (after !== undefined) {
    targets.push({
      met: after <= 1000,
      text: `every row in the DOM within 1 s of first paint at 5,000 rows, in every sample: at most ${ms(after)} after`,
    });
  }
  const all = get('rows-5000', 'ours', 'allRows')?.median;
  const plainAll = get('rows-5000', 'plain', 'allRows')?.median;
  if (all !== undefined && plainAll !== undefined) {
    targets.push({
      met: all <= 0.5 * plainAll,
      text: `every row in the DOM at 5,000 rows ≤ 0.5× plain's: ${ms(all)} vs ${ms(0.5 * plainAll)}`,
    });
  }
  const heap = get('rows-5000', 'ours', 'heap')?.median;
  const plainHeap = get('rows-5000', 'plain', 'heap')?.median;
  if (heap !== undefined && plainHeap !== undefined) {
    targets.push({
      met: heap <= 1.2 * plainHeap,
      text: `retained JS heap at 5,000 rows ≤ 1.2× plain's: ${number.format(heap)} MB vs ${number.format(1.2 * plainHeap)} MB`,
    });
  }
  for (const scenario of Object.keys(summary).filter((key) => key.startsWith('sort'))) {
    const sort = get(scenario, 'ours', 'sort')?.median;
    const plainSort = get(scenario, 'plain', 'sort')?.median;
    if (sort === undefined || plainSort === undefined) continue;
    const rows = whole.format(Number(scenario.split('-').at(-1)));
    targets.push({
      met: sort <= plainSort,
      text: `a sort at ${rows} loaded rows ≤ plain's: ${ms(sort)} vs ${ms(plainSort)}`,
    });
  }
  const renders = Object.keys(summary)
    .filter((key) => key.startsWith('rows'))
    .map((key) => get(key, 'ours', 'bodyRenders')?.median)
    .filter((value) => value !== undefined);
  if (renders.length > 0) {
    targets.push({
      met: renders.every((value) => value === 0),
      text: `0 body renders during a drag: ${renders.join(', ')}`,
    });
  }
  return targets;
}

/**
 * Formats as `npm run format` would, with the project's Prettier settings for that file.
 * @param {string} text
 * @param {URL} file
 */
export async function formatAs(text, file) {
  const filepath = fileURLToPath(file);
  return format(text, { ...(await resolveConfig(filepath)), filepath });
}
