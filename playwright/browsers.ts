import { existsSync } from 'node:fs';
import { chromium, firefox, type PlaywrightTestConfig } from '@playwright/test';

type Projects = NonNullable<PlaywrightTestConfig['projects']>;

const INSTALL_HELP = [
  '  Playwright browsers: npx playwright install chromium firefox',
  '  or, on Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell firefox-esr',
].join('\n');

/** Firefox's pointer capabilities (`ui.*PointerCapabilities`): fine (2) and hover (4). */
const MOUSE = 2 | 4;

function bundled(path: string): string | undefined {
  return existsSync(path) ? path : undefined;
}

function system(paths: string[]): string | undefined {
  return paths.find((path) => existsSync(path));
}

/**
 * Test projects for the browsers this machine has: Playwright's own builds when installed,
 * otherwise Debian's Chromium and Firefox ESR. A missing browser is skipped with a note,
 * except in CI (`CI=true`), where both are required. No browser at all is an error.
 */
export function browserProjects(): Projects {
  const projects: Projects = [];
  const missing: string[] = [];

  if (bundled(chromium.executablePath())) {
    projects.push({ name: 'chromium', use: { browserName: 'chromium' } });
  } else {
    // The headless shell first, as Playwright itself runs headless Chromium: it loads a page
    // with about half the CPU of the full browser, which, run headless, also boots its own UI
    // (the omnibox popup, a WebUI page in a second renderer) with every new context.
    const executablePath = system([
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
    ]);
    if (executablePath) {
      projects.push({
        name: 'chromium',
        use: { browserName: 'chromium', launchOptions: { executablePath } },
      });
    } else missing.push('chromium');
  }

  // Headless Firefox has no pointing device: it would match `(hover: none)` and `(pointer: none)`,
  // as a touch screen does. The tests are a desktop's, with a mouse (fine, and it hovers).
  const firefoxUserPrefs = {
    'ui.primaryPointerCapabilities': MOUSE,
    'ui.allPointerCapabilities': MOUSE,
  };
  if (bundled(firefox.executablePath())) {
    projects.push({
      name: 'firefox',
      use: { browserName: 'firefox', launchOptions: { firefoxUserPrefs } },
    });
  } else {
    const executablePath = system(['/usr/bin/firefox-esr', '/usr/bin/firefox']);
    if (executablePath) {
      // Debian's Firefox lacks Playwright's Juggler patches; it is driven over WebDriver BiDi.
      projects.push({
        name: 'firefox',
        use: {
          browserName: 'firefox',
          channel: 'moz-firefox',
          launchOptions: { executablePath, firefoxUserPrefs },
        },
      });
    } else missing.push('firefox');
  }

  if (projects.length === 0) {
    throw new Error(`No browser found for the tests. Install one:\n${INSTALL_HELP}`);
  }
  if (missing.length > 0) {
    const note = `Browser not installed: ${missing.join(', ')}. Install it with:\n${INSTALL_HELP}`;
    if (process.env.CI) throw new Error(`CI needs both browsers. ${note}`);
    // Printed once, by the runner, not by each worker.
    if (process.env.TEST_WORKER_INDEX === undefined)
      console.warn(`Skipping ${missing.join(', ')}. ${note}`);
  }
  return projects;
}
