import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'node_modules',
      'test-results',
      'playwright-report',
      'playwright/.cache',
      'bench/dist',
      // The fixture app is a separate project with its own tsconfig: check:consumer checks it.
      'consumer',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '.ladle/*.mjs', 'scripts/*.mjs'] },
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Our layout effects go through useBrowserLayoutEffect (silent on React 18's server).
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useBrowserLayoutEffect$' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // One mechanism for zero-config rendering: every styled part of the package falls back to
    // the light theme through our `styled`.
    files: ['src/**/*.{ts,tsx}'],
    // Consumers' code (demo, type tests) uses Emotion's own, as users do.
    ignores: ['src/theme/styled.ts', 'src/demo/**', 'src/**/*.typetest.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@emotion/styled',
              message:
                "Import { styled } from 'src/theme/styled.ts': it falls back to the light theme when no ThemeProvider is above.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
