import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';

export default defineConfig({
  // Ladle ignores tsconfig's jsxImportSource, so Emotion's `css` prop needs it set here.
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Docs samples import the package by name, exactly as users will copy them.
  resolve: {
    alias: { 'paginated-table': fileURLToPath(new URL('../src/index.ts', import.meta.url)) },
  },
});
