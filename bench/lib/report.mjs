// @ts-check
/** The markdown table of a run, and the README section that shows the latest one. */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const IMPLS = ['plain', 'tanstack', 'mui', 'ours'];
const PEERS = ['plain', 'tanstack', 'mui'];
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** @typedef {{ median: number; q1: number; q3: number; iqr: number; n: number }} Stat */
/** @typedef {Record<string, Record<string, Record<string, Stat>>>} Summary */

const ROWS = [
  { metric: 'mount', label: 'Mount to data painted (wall clock)', scenario: 'rows', ms: true },
  { metric: 'move', label: 'Per pointer move', scenario: 'rows', ms: true },
  { metric: 'release', label: 'Release (ours auto-widens)', scenario: 'rows', ms: true },
  { metric: 'reset', label: 'Double-click reset', scenario: 'rows', ms: true },
  { metric: 'move', label: 'Per move, scrolled to the middle', scenario: 'middle', ms: true },
  { metric: 'release', label: 'Release, scrolled to the middle', scenario: 'middle', ms: true },
  { metric: 'commits', label: 'React commits during the drag', scenario: 'rows', ms: false },
  { metric: 'bodyRenders', label: 'Body renders during the drag', scenario: 'rows', ms: false },
  { metric: 'loadMore', label: 'Load more', scenario: 'load-more', ms: true },
];

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** @param {Stat | undefined} stat @param {boolean} ms */
function cell(stat, ms) {
  if (!stat) return '–';
  const fmt = stat.median >= 100 || !ms ? whole : number;
  return `${fmt.format(stat.median)} (${fmt.format(stat.iqr)})`;
}

/** @param {Stat | undefined} ours @param {Stat | undefined} peer */
function ratio(ours, peer) {
  if (!ours || !peer || peer.median === 0) return '–';
  return `${(ours.median / peer.median).toFixed(2)}×`;
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
 * @param {{ summary: Summary; conditions: any; date: string; durationSeconds: number; bundle?: Record<string, { min: number; gzip: number }> | undefined }} result
 */
export async function renderMarkdown({ summary, conditions, date, durationSeconds, bundle }) {
  const lines = [];
  const smoke = conditions.samples < 10;
  lines.push(
    `Run of ${date.slice(0, 16).replace('T', ' ')} UTC: Chromium ${conditions.chromium}, ${conditions.cpus} CPUs, ` +
      `${conditions.samples} samples after ${conditions.warmup} warm-ups, interleaved, a fresh page each; ` +
      `a drag is ${conditions.moves} moves of ${Math.abs(conditions.stepPx)} px; took ${Math.round(durationSeconds / 60)} min. ` +
      'Cells are median (IQR); times in ms of main-thread busy time from a Chrome trace, except mount (wall clock).',
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
          : whole.format(size);
      const ours = stat(summary, scenario, 'ours', row.metric);
      lines.push(
        `| ${row.label} | ${rows} | ${IMPLS.map((impl) => cell(stat(summary, scenario, impl, row.metric), row.ms)).join(' | ')} | ` +
          `${PEERS.map((peer) => (row.ms ? ratio(ours, stat(summary, scenario, peer, row.metric)) : '–')).join(' | ')} |`,
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
    lines.push('', "Targets for `ours` (issue 8), from this run's medians:", '');
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

/** @param {Summary} summary */
function checkTargets(summary) {
  const median = (
    /** @type {string} */ scenario,
    /** @type {string} */ impl,
    /** @type {string} */ metric,
  ) => stat(summary, scenario, impl, metric)?.median;
  const targets = [];
  const ms = (/** @type {number} */ value) => `${number.format(value)} ms`;
  const move45 = median('rows-45', 'ours', 'move');
  const move5k = median('rows-5000', 'ours', 'move');
  if (move45 !== undefined && move5k !== undefined) {
    targets.push({
      met: move5k <= 1.5 * move45,
      text: `per move at 5,000 rows ≤ 1.5× ours at 45: ${ms(move5k)} vs ${ms(1.5 * move45)}`,
    });
  }
  const mui5k = median('rows-5000', 'mui', 'move');
  if (move5k !== undefined && mui5k !== undefined) {
    targets.push({
      met: move5k <= mui5k,
      text: `per move at 5,000 rows ≤ MUI's: ${ms(move5k)} vs ${ms(mui5k)}`,
    });
  }
  for (const scenario of Object.keys(summary).filter((key) => key.startsWith('rows'))) {
    const release = median(scenario, 'ours', 'release');
    const move = median(scenario, 'ours', 'move');
    if (release === undefined || move === undefined) continue;
    const rows = whole.format(Number(scenario.split('-').at(-1)));
    targets.push({
      met: release <= 2 * move,
      text: `release ≤ 2× one move at ${rows} rows: ${ms(release)} vs ${ms(2 * move)}`,
    });
  }
  const mount = median('rows-5000', 'ours', 'mount');
  const plainMount = median('rows-5000', 'plain', 'mount');
  if (mount !== undefined && plainMount !== undefined) {
    targets.push({
      met: mount <= 0.5 * plainMount,
      text: `mount at 5,000 rows ≤ 0.5× plain: ${ms(mount)} vs ${ms(0.5 * plainMount)}`,
    });
  }
  const renders = Object.keys(summary)
    .filter((key) => key.startsWith('rows'))
    .map((key) => median(key, 'ours', 'bodyRenders'))
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
 * Replaces what lies between the README's bench markers with the latest table.
 * @param {URL} readme
 * @param {string} markdown
 */
export async function updateReadme(readme, markdown) {
  const text = await readFile(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`README.md lacks the ${START} … ${END} markers.`);
  const next = `${text.slice(0, start + START.length)}\n\n${markdown.trim()}\n\n${text.slice(end)}`;
  await writeFile(readme, await formatAs(next, readme));
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
