import { defineConfig } from '@playwright/test';
import { browserProjects } from './browsers.js';

// Run by scripts/check-consumer.mjs against each built copy of the fixture app (CONSUMER_DIR).
const port = Number(process.env.CONSUMER_PORT ?? 61005);
const dir = process.env.CONSUMER_DIR;
if (!dir) throw new Error('Run it through `npm run check:consumer`, which sets CONSUMER_DIR.');

export default defineConfig({
  outputDir: '../test-results',
  testDir: '../e2e-consumer',
  forbidOnly: !!process.env.CI,
  workers: 1,
  reporter: 'list',
  use: { baseURL: `http://localhost:${port}` },
  // The issue asks for Chromium; the app is the same bundle in any browser.
  projects: browserProjects().filter((project) => project.name === 'chromium'),
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    cwd: dir,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
