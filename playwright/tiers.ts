/**
 * Which browser tests run in the gate (`npm test`, within two minutes on two cores) and which in
 * the slow tier (`npm run test:slow`, which `.ci/run` runs after the gate). `scripts/test.mjs`
 * picks one with `TEST_TIER=gate` or `TEST_TIER=slow`; without it (`npm run test:ct`, one test by
 * name), every test runs. A test goes to the slow tier by a tag in its title:
 * - `@slow`, in both browsers: long runs (a thousand rows, printing), exhaustive lists of edge
 *   cases, and twins of a gate test in another layout or direction;
 * - `@slow-in-firefox`: Chromium runs it in the gate, Firefox in the slow tier. For what the
 *   engine barely decides (styles, texts, catalogues, URLs, React's renders): Firefox costs the
 *   gate more than Chromium, so the gate spends it on layout, sizing, scrolling, pinning and
 *   input.
 *
 * Untagged, a test runs in the gate in both browsers.
 */
type BrowserName = 'chromium' | 'firefox';
type Tier = 'gate' | 'slow' | 'all';

export function tier(): Tier {
  const name = process.env.TEST_TIER ?? 'all';
  if (name === 'gate' || name === 'slow' || name === 'all') return name;
  throw new Error(`TEST_TIER must be gate, slow or all, not "${name}"`);
}

/** Matches the tags that send a test to the slow tier in `browserName`. */
const slowIn = (browserName: BrowserName) =>
  browserName === 'firefox' ? /@slow/ : /@slow(?!-in-firefox)/;

/**
 * The project options that pick this tier's tests in `browserName`, with `excluded` (tags the
 * suite leaves out in every tier) left out.
 */
export function tierFilter(
  browserName: BrowserName,
  excluded: RegExp[] = [],
): { grep?: RegExp; grepInvert: RegExp[] } {
  const slow = slowIn(browserName);
  switch (tier()) {
    case 'gate':
      return { grepInvert: [...excluded, slow] };
    case 'slow':
      return { grep: slow, grepInvert: excluded };
    case 'all':
      return { grepInvert: excluded };
  }
}

/** The browser a project of `browserProjects()` runs. */
export function browserOf(project: { use?: { browserName?: string } }): BrowserName {
  return project.use?.browserName === 'firefox' ? 'firefox' : 'chromium';
}
