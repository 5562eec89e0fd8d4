import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/experimental-ct-react';
import { browserProjects } from './playwright.browsers.js';

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
  projects: browserProjects().map((project) => ({
    ...project,
    workers: project.name === 'firefox' ? 2 : 1,
  })),
});
