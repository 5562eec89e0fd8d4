import { defineConfig } from '@playwright/test';
import e2e, { e2eProjects, playground } from './e2e.config.js';

/** The whole-playground audits (`@audit` in `e2e/`): `npm run test:audit`, called by `.ci/run`. */
export default defineConfig({
  ...e2e,
  projects: e2eProjects('audit'),
  webServer: playground('development', 'all'),
});
