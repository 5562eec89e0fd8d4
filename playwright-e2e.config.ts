import { defineConfig } from '@playwright/test';
import { browserProjects } from './playwright.browsers.js';

// E2E_PORT lets several checkouts run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 61003);

/**
 * Tests run in both browsers unless tagged:
 * - `@chromium-only`: the all-story axe sweep (axe reads the DOM and computed styles, which barely
 *   depend on the engine), the Nu checker (it checks markup) and Chromium's accessibility tree
 *   over CDP;
 * - `@firefox-only`: Firefox's own pass over every story and the key states;
 * - `@audit`: the slow, whole-playground audits. They run in `npm run test:audit` (which
 *   `.ci/run` calls after `npm test`), not in `npm test`, which stays within two minutes.
 */
export function e2eProjects(suite: 'e2e' | 'audit') {
  const audit = /@audit/;
  return browserProjects().map((project) => {
    const other = project.name === 'chromium' ? /@firefox-only/ : /@chromium-only/;
    return suite === 'audit'
      ? { ...project, grep: audit, grepInvert: other }
      : { ...project, grepInvert: new RegExp(`${audit.source}|${other.source}`) };
  });
}

// Runs against the static playground build, the same files a deploy would serve.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: 'list',
  // React's development build (below) renders slower than production.
  expect: { timeout: 10_000 },
  use: { baseURL: `http://localhost:${port}` },
  projects: e2eProjects('e2e'),
  webServer: {
    // React's development build, so the e2e console guard sees React's own warnings too.
    // `npm test` builds it while the static checks run and says so with PLAYGROUND_BUILT=1;
    // otherwise every run builds afresh, since a build left over would test stale files.
    command: `${process.env.PLAYGROUND_BUILT === '1' ? '' : 'NODE_ENV=development npm run build:playground && '}npx ladle preview --outDir build --port ${port}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
