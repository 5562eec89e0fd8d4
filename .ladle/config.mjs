import { readFileSync } from 'node:fs';

// The docs pages (generated from docs/*.md by `npm run docs:update`) come right after the demo,
// in the order docs/pages.json gives them.
const pages = JSON.parse(readFileSync(new URL('../docs/pages.json', import.meta.url), 'utf8'));
const docsStory = ({ title }) => `docs--${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx,mdx}',
  storyOrder: ['paginated-table--demo', ...pages.map(docsStory), '*'],
  viteConfig: '.ladle/vite.config.mjs',
  defaultStory: 'paginated-table--demo',
  port: 61000,
  addons: {
    rtl: { enabled: true },
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true },
    a11y: { enabled: true },
  },
};
