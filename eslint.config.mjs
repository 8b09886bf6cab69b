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
);
