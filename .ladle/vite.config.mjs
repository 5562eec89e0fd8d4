import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';

// Ladle ignores tsconfig's jsxImportSource, so Emotion's `css` prop needs it set here.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
});
