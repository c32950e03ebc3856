// Lint rules that hold the layout (README, "Architecture"): features stay out of each other's
// internals, src/domain stays plain TypeScript, the fake backend reads only the contract.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'src/.umi*/**', 'bench/out/**', 'coverage/**', 'public/**', 'tests/e2e/screenshots/**'],
  },
  // the server bundle's build folder (config/plugin-ssr-output.ts)
  { ignores: ['.ssr-build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { boundaries, 'react-hooks': reactHooks, '@eslint-community/eslint-comments': comments },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
      'boundaries/imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*'], message: 'src/domain uses relative imports: the fake backend imports it too.' },
            {
              group: ['react', 'react-dom', 'umi', '@umijs/*', 'antd', 'antd/*', '@ant-design/*', 'umi-request'],
              message: 'src/domain is plain TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mock/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/*'], message: 'The fake backend uses relative imports (umi loads it outside the app).' }],
        },
      ],
    },
  },
  {
    // Tools and tests print what they measure; the fake backend's log is the dev server's output;
    // the production server's log is its output.
    files: ['scripts/**', 'bench/**', 'tests/**', 'config/**', '.umirc.ts', 'mock/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // jest.mock factories and per-file module loading need require().
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
