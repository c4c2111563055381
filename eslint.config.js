// One config for every workspace. Each workspace's `lint` script runs ESLint in its own folder
// (`eslint src`, or `eslint .` where there is no src), and turbo runs `lint` after `^build`.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const TYPESCRIPT = ['**/*.ts', '**/*.tsx'];
const JAVASCRIPT = ['**/*.js', '**/*.mjs'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter, which must be a destructuring
    // pattern even when no fixture is used: `async ({}, testInfo) => …`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Migrations work on an untyped Kysely<any>: they must not import app types that change later.
    files: ['**/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // ── Type-aware rules ────────────────────────────────────────────────────────────────────────────
  // Every TypeScript file: the project service opens the tsconfig.json of the workspace being
  // linted; other workspaces' types come from their built dist/*.d.ts (hence `lint` after `^build`).
  // Plain JavaScript (bench, scripts, fixtures) has no types: it keeps the rules above only.
  {
    files: TYPESCRIPT,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: JAVASCRIPT,
    languageOptions: { globals: globals.node },
  },
);
