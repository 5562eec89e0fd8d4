import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/experimental-ct-react';
import { browserProjects } from './playwright.browsers.js';

const reducedMotion = '**/*.reducedMotion.ct.tsx';

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.ct.tsx',
  snapshotDir: './playwright/__snapshots__',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One Chromium worker and two Firefox ones (Firefox over BiDi is the slower half): `npm test`
  // runs them beside the e2e suite, so each browser launches once or twice, not per file.
  workers: 3,
  // Five browsers share two cores while both suites run: as the e2e suite, 10 s, not 5.
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
  projects: browserProjects().flatMap((project) => {
    if (project.name !== 'firefox') return [{ ...project, workers: 1 }];
    // Firefox over WebDriver BiDi ignores emulateMedia, so its reduced-motion test needs
    // Firefox's own preference, a launch option: a project of its own, listed before Firefox's
    // main one so its browser starts early rather than alone at the end.
    // https://github.com/w3c/webdriver-bidi/issues/750
    const launchOptions = {
      ...project.use?.launchOptions,
      firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
    };
    return [
      {
        ...project,
        name: 'firefox-reduced-motion',
        testMatch: reducedMotion,
        workers: 1,
        use: { ...project.use, launchOptions },
      },
      { ...project, testIgnore: reducedMotion, workers: 2 },
    ];
  }),
});
