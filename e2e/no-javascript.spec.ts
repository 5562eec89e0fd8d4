/**
 * Server HTML with JavaScript off, in Firefox: sort links and Load more are real links, so a
 * user sorts, loads more, and goes back and forward through page loads the server renders.
 * An audit (`npm run test:audit`): it bundles the page for Node and runs a server of its own.
 * `npm test` walks the same pages in Chromium (src/pagination/serverRendering.test.ts).
 */
import { buildServerPages, walkWithJavaScriptOff } from '../playwright/serverPages.js';
import { test } from './fixtures.js';

test(
  'JavaScript off: sort links and Load more work from server HTML; back and forward',
  { tag: ['@audit', '@firefox-only'] },
  async ({ browser }) => {
    const { server } = await buildServerPages();
    await walkWithJavaScriptOff(browser, server);
  },
);
