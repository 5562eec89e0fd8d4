// Jest, for the app's unit tests in jest/ (Vitest runs those in src/). Jest runs CommonJS, so it
// transforms the package, which is ESM only, with the app's Babel config (babel.config.cjs).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/jest/*.test.tsx'],
  transformIgnorePatterns: ['/node_modules/(?!paginated-table/)'],
};
