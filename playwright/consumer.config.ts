import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserProjects } from './browsers.js';

// Run by scripts/check-consumer.mjs against each built app (CONSUMER_DIR), with the server its
// framework ships (CONSUMER_APP): Next.js's `next start`, React Router's `react-router-serve`, or
// the Vite app's own server (consumer/server.mjs: its pages, server rendering and the CSP page).
const port = Number(process.env.CONSUMER_PORT ?? 61005);
const dir = process.env.CONSUMER_DIR;
const app = process.env.CONSUMER_APP ?? 'vite';
if (!dir) throw new Error('Run it through `npm run check:consumer`, which sets CONSUMER_DIR.');

const servers: Record<string, { command: string; specs: string[] }> = {
  vite: { command: `node server.mjs`, specs: ['app.spec.ts', 'vite-server.spec.ts'] },
  next: { command: `npx next start --port ${port}`, specs: ['next.spec.ts'] },
  'react-router': {
    command: `npx react-router-serve ./build/server/index.js`,
    specs: ['react-router.spec.ts'],
  },
};
const server = servers[app];
if (!server) throw new Error(`CONSUMER_APP must be one of ${Object.keys(servers).join(', ')}`);
// What the server writes to stderr, for the tests to read: a server-side warning fails them.
const serverLog = join(dir, 'server-stderr.log');
process.env.CONSUMER_SERVER_LOG = serverLog;

const [chromium, firefox] = ['chromium', 'firefox'].map((name) =>
  browserProjects().find((project) => project.name === name),
);

export default defineConfig({
  outputDir: '../test-results',
  testDir: '../e2e-consumer',
  forbidOnly: !!process.env.CI,
  workers: 1,
  // A test here drives a production app through several pages and, in Firefox, starts a browser
  // on a machine shared with builds: 30 s was too tight under load (each still ran whole).
  timeout: 90_000,
  reporter: 'list',
  use: { baseURL: `http://localhost:${port}` },
  // The issue asks for Chromium; in Firefox too, the CSP page (its CSP checks differ) and the
  // server's HTML laid out at the widths the browser measures (its table layout is its own).
  projects: [
    { ...chromium, testMatch: server.specs },
    ...(app === 'vite' && firefox
      ? [{ ...firefox, testMatch: 'vite-server.spec.ts', grep: /CSP|hold still/ }]
      : []),
  ],
  webServer: {
    // exec: the server replaces the shell, so stopping it stops the server.
    command: `exec ${server.command} 2> ${serverLog}`,
    cwd: dir,
    env: { PORT: String(port), HOST: 'localhost' },
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
