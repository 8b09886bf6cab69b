// ESLint (npm run lint): typescript-eslint's recommended rules everywhere; React's hooks rules and
// jsx-a11y for the storefront and the back office. Formatting is Prettier's job (npm run format), not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'reports/',
      'coverage/',
      'data/',
      '.tmp/',
      'bench/.tmp/',
      'node_modules/',
      'src/shared/api/generated/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // unused names fail the typecheck already (noUnusedLocals); `_name` marks a parameter kept for its position
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // the embedded database's and the page renders' workers: Node starts them without TypeScript, so they are plain CommonJS
    files: ['server/src/db/pglite-worker.js', 'server/src/render/renderWorker.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.jest },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // the first field of a dialog that has just opened takes the focus (WAI-ARIA's dialog pattern); autoFocus
      // on a DOM element of a page (which moves the reader away from where they were) stays an error
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // Who may import whom across the folders: the back office and the storefront's app layer are two apps
  // over the shared code (src/shared), neither imports the other; the benchmarks and the browser suite share
  // their harness through test/harness, neither imports the other.
  {
    files: ['admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/*', '**/src/app', '**/src/app/*'],
              message: "the back office imports src/shared, not the storefront's app layer",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+admin(/|$)', message: 'the storefront does not import the back office' }] },
      ],
    },
  },
  {
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/e2e', '**/e2e/*'], message: 'a harness both need lives in test/harness' }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/bench', '**/bench/*'], message: 'a harness both need lives in test/harness' }] },
      ],
    },
  },
);
