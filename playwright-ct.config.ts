import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/experimental-ct-react';
import { browserProjects } from './playwright/browsers.js';
import { browserOf, tier, tierFilter } from './playwright/tiers.js';

const reducedMotion = '**/*.reducedMotion.ct.tsx';
/** The sizing and scale suites: no motion in them, and about half of Firefox's work. */
const motionless = ['**/PaginatedTable/sizing/*.ct.tsx', '**/PaginatedTable/Scale.ct.tsx'];

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.ct.tsx',
  snapshotDir: './playwright/__snapshots__',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker per browser (see `projects`), each launched once: `npm test` runs them beside the
  // e2e suite. A second Chromium costs the gate more CPU than it saves time on two cores.
  workers: 3,
  // Up to five browsers share two cores while both suites run: as the e2e suite, 10 s, not 5.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ctPort: Number(process.env.CT_PORT ?? 3100),
    // Docs samples import the package by name, as users will.
    ctViteConfig: {
      resolve: {
        alias: { 'paginated-table': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      },
    },
  },
  // Each project runs its tier's tests (playwright/tiers.ts).
  projects: browserProjects().flatMap((browserProject) => {
    const project = { ...browserProject, ...tierFilter(browserOf(browserProject)) };
    if (project.name !== 'firefox' || tier() === 'gate') return [{ ...project, workers: 1 }];
    // Firefox over WebDriver BiDi ignores emulateMedia, so its reduced-motion test needs
    // Firefox's own preference, a launch option (the gate leaves it to the slow tier). That
    // Firefox, set up as a user who asked for reduced motion, also runs the sizing and scale
    // suites (they have no motion), and the other Firefox runs the rest: two browsers of one
    // worker each, about the same work in each.
    // https://github.com/w3c/webdriver-bidi/issues/750
    const launchOptions = {
      ...project.use?.launchOptions,
      firefoxUserPrefs: {
        ...project.use?.launchOptions?.firefoxUserPrefs,
        'ui.prefersReducedMotion': 1,
      },
    };
    return [
      {
        ...project,
        name: 'firefox-reduced-motion',
        testMatch: [reducedMotion, ...motionless],
        workers: 1,
        use: { ...project.use, launchOptions },
      },
      { ...project, testIgnore: [reducedMotion, ...motionless], workers: 1 },
    ];
  }),
});
