import { pages, storyId } from '../scripts/docs-pages.mjs';

// The docs pages (generated from docs/*.md by `npm run docs:update`) come right after the demo,
// in the order docs/pages.json gives them.

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx,mdx}',
  storyOrder: ['paginated-table--demo', ...pages.map(({ title }) => storyId(title)), '*'],
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
