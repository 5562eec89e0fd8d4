import { defineConfig } from '@playwright/test';

// Pure models (no React, no DOM) run in Node through Playwright's runner: no extra test framework.
export default defineConfig({
  outputDir: '../test-results',
  testDir: '../src',
  testMatch: '**/*.test.ts',
  reporter: 'list',
  forbidOnly: !!process.env.CI,
});
