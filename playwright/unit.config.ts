import { defineConfig } from '@playwright/test';
import { tierFilter } from './tiers.js';

// Pure models (no React, no DOM) run in Node through Playwright's runner: no extra test framework.
// The server-rendering suite's hydration tests build a client bundle and drive Chromium: an app
// build, so they are tagged for the slow tier (playwright/tiers.ts).
export default defineConfig({
  ...tierFilter('chromium'),
  outputDir: '../test-results',
  testDir: '../src',
  testMatch: '**/*.test.ts',
  reporter: 'list',
  forbidOnly: !!process.env.CI,
});
