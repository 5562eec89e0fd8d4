/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
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
