import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { browserProjects } from './browsers.js';
import { browserOf, tierFilter } from './tiers.js';

// E2E_PORT lets several checkouts run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 61003);

/**
 * Tests run in both browsers unless tagged:
 * - `@chromium-only`: the all-story axe sweep (axe reads the DOM and computed styles, which barely
 *   depend on the engine), the Nu checker (it checks markup) and Chromium's accessibility tree
 *   over CDP;
 * - `@firefox-only`: Firefox's own pass over every story and the key states;
 * - `@audit`: the slow, whole-playground audits. They run in `npm run test:audit` (which
 *   `.ci/run` calls after `npm test`), not in `npm test`, which stays within two minutes;
 * - `@slow`, `@slow-in-firefox`: the slow tier of the other tests (see `tiers.ts`).
 */
export function e2eProjects(suite: 'e2e' | 'audit') {
  const audit = /@audit/;
  return browserProjects().map((browserProject) => {
    const project = suite === 'e2e' ? { ...browserProject, workers: 1 } : browserProject;
    const other = project.name === 'chromium' ? /@firefox-only/ : /@chromium-only/;
    return suite === 'audit'
      ? { ...project, grep: audit, grepInvert: other }
      : { ...project, ...tierFilter(browserOf(project), [audit, other]) };
  });
}

/**
 * The static playground build, served as a deploy would serve it. `npm test` runs on React's
 * production build, as users' apps do, and builds it while the static checks run
 * (PLAYGROUND_BUILT=1 says so). The audits run on React's development build, so the console
 * guard (fixtures.ts) also sees React's own warnings in every story. Without PLAYGROUND_BUILT,
 * every run builds afresh: a build left over would test stale files. `stories: 'features'` leaves
 * out the docs pages (.ladle/config.mjs).
 */
export function playground(react: 'production' | 'development', stories: 'all' | 'features') {
  const build = `PLAYGROUND_STORIES=${stories} NODE_ENV=${react} npm run build:playground && `;
  return {
    command: `${process.env.PLAYGROUND_BUILT === '1' ? '' : build}npx ladle preview --outDir build --port ${port}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
  };
}

export default defineConfig({
  outputDir: '../test-results',
  testDir: '../e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: 'list',
  expect: { timeout: 10_000 },
  use: { baseURL: `http://localhost:${port}` },
  projects: e2eProjects('e2e'),
  // Without the docs pages, which no test here opens (the audits do), the build takes half the time.
  webServer: playground('production', 'features'),
});
