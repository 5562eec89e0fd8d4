import { pages, storyId } from '../scripts/docs-pages.mjs';

// The docs pages (generated from docs/*.md by `npm run docs:update`) come right after the demo,
// in the order docs/pages.json gives them. PLAYGROUND_STORIES=features builds the stories
// without the docs pages: `npm test`'s e2e suite needs no page of them (the audits build and
// check the whole playground), and they are half the build's time.
const withDocs = process.env.PLAYGROUND_STORIES !== 'features';

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: withDocs ? 'src/**/*.stories.{ts,tsx,mdx}' : 'src/**/*.stories.{ts,tsx}',
  storyOrder: [
    'paginated-table--demo',
    ...(withDocs ? pages.map(({ title }) => storyId(title)) : []),
    '*',
  ],
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
