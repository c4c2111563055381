// One config for every workspace. Each workspace's `lint` script runs ESLint in its own folder
// (`eslint src`, or `eslint .` where there is no src), and turbo runs `lint` after `^build`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { endpointsPlugin } from './packages/platform/eslint-rules/no-hand-made-endpoint-call.js';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TYPESCRIPT = ['**/*.ts', '**/*.tsx'];
const JAVASCRIPT = ['**/*.js', '**/*.mjs'];
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**'];

const ENV_IMPORTS = [
  { name: 'node:process', importNames: ['env'], message: 'Read the environment in config.ts only.' },
  { name: 'process', importNames: ['env'], message: 'Read the environment in config.ts only.' },
];
/**
 * Where a service's SQL may live: repositories, their query helpers (`*-queries.ts`, the search
 * builders `*-search.ts`, a PostgreSQL-backed `*-pg-store.ts`), db/ (schema, migrations). The
 * composition root (deps.ts, app.ts, and repositories.ts: the repositories bundle and its
 * transaction runner) holds the pool and may name its type.
 */
const SQL_FILES = ['**/*.repository.ts', '**/*-queries.ts', '**/*-search.ts', '**/*-pg-store.ts', '**/src/db/**'];
const COMPOSITION_ROOT = ['services/*/src/deps.ts', 'services/*/src/app.ts', 'services/*/src/repositories.ts'];
const KYSELY_MESSAGE =
  'SQL lives in repositories and their query helpers: call a repository, and open a transaction with withTransaction.';

/**
 * The files that implement the declared clients, the only ones that build an
 * endpoint's URL or send a request by it: contracts' endpointPath/endpointUrl/pathUrl, platform's
 * callEndpoint and its transport callService, the web's apiRequest and callEndpoint. Everything
 * else calls an endpoint through them (`endpoints/no-hand-made-endpoint-call`).
 */
const ENDPOINT_CLIENTS = [
  'packages/contracts/src/shared/paths.ts',
  'packages/contracts/src/shared/endpoint.ts',
  'packages/platform/src/internal-call.ts',
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/endpoint-client.ts',
];
/** Not the shop's endpoints: the development mail catcher's own API (`/api/email`). */
const NOT_SHOP_ENDPOINTS = ['packages/launcher/src/stores/mail-catcher.ts'];
/** `import-x/no-restricted-paths` for the files of one block; paths are relative to the repo root. */
const boundaries = (zones) => ({
  plugins: { 'import-x': importX },
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
});

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

  // ── Import boundaries (STYLE.md) ────────────────────────────────────────────────────────────────
  // Imports are resolved to files (a workspace package to its real folder), so both a relative
  // path and `@shop/<name>` count.
  {
    files: [...TYPESCRIPT, ...JAVASCRIPT],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // The files import-x reads to follow imports; node_modules and other workspaces' builds are
      // never read (a circle between workspaces is a circle in package.json, which pnpm shows).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/ignore': ['/node_modules/', '/dist/'],
    },
  },
  {
    // No circles, imports point one way. import-x follows value imports only (a type-only
    // import is erased at build time). A test file is imported by nothing, so it closes no circle.
    files: [...TYPESCRIPT, ...JAVASCRIPT],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['services/*/src/**'],
    // Integration tests may start a real neighbour (orders' tests capture through a real payments
    // app; the gateway's whole-stack harness); what ships never imports another service.
    ignores: ['**/*.int.test.ts', '**/src/testing/**'],
    ...boundaries(
      subfolders('services').map((service) => ({
        target: `services/${service}`,
        from: 'services',
        except: [`./${service}`],
        message: 'A service never imports another service: share through packages/, talk over HTTP or a queue.',
      })),
    ),
  },
  {
    files: ['packages/*/src/**'],
    ...boundaries([
      {
        target: 'packages',
        from: ['services', 'apps'],
        message: 'Packages never import services or apps.',
      },
    ]),
  },
  {
    // Contracts' shared/ sits below the domain folders (catalog, orders, payments…).
    files: ['packages/contracts/src/shared/**'],
    ignores: ['**/*.test.ts'],
    ...boundaries([
      {
        target: 'packages/contracts/src/shared',
        from: 'packages/contracts/src',
        except: ['./shared'],
        message: 'shared/ imports no domain folder: move what both need into shared/.',
      },
    ]),
  },
  {
    files: ['apps/web/src/**'],
    ...boundaries([
      ...subfolders('apps/web/src/features').map((feature) => ({
        target: `apps/web/src/features/${feature}`,
        from: 'apps/web/src/features',
        except: [`./${feature}`],
        message: 'Features never import each other: a route composes them.',
      })),
      {
        target: 'apps/web/src/components/ui',
        from: 'apps/web/src/features',
        message: 'components/ui is feature-free: pass data in as props.',
      },
    ]),
  },

  // ── Configuration is read in one place ──────────────────────────────────────────────────────────
  // A service's or package's config.ts is the only file that reads process.env, so every variable is
  // validated at start-up: the launcher's and the test kit's too. Test code (tests, src/testing) and
  // the tools around the product (e2e, resilience, bench, scripts, vite/vitest/playwright configs)
  // read the environment of the run where they need it.
  {
    files: ['services/*/src/**', 'packages/*/src/**'],
    ignores: ['**/config.ts', ...TEST_CODE],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in config.ts only.' },
      ],
      'no-restricted-imports': ['error', ...ENV_IMPORTS],
    },
  },

  // ── One owner per table ─────────────────────────────────────────────────────────────
  // Feature services, handlers and routes reach the database through repositories only. These
  // blocks repeat the environment rule above, as a later block's options replace an earlier one's.
  {
    files: ['services/*/src/**'],
    ignores: ['**/config.ts', ...SQL_FILES, ...COMPOSITION_ROOT, ...TEST_CODE],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...ENV_IMPORTS, { name: 'kysely', message: KYSELY_MESSAGE }],
          patterns: [{ group: ['kysely/*'], message: KYSELY_MESSAGE }],
        },
      ],
    },
  },
  {
    // A repository gets the repositories it writes through as arguments (the service's
    // src/repositories.ts composes them); no repository module makes another.
    files: ['services/*/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ENV_IMPORTS,
          patterns: [
            {
              regex: '\\.repository\\.js$',
              importNamePattern: '^create',
              message: 'Take the repository as an argument: src/repositories.ts composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: COMPOSITION_ROOT,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...ENV_IMPORTS, { name: 'kysely', allowTypeImports: true, message: KYSELY_MESSAGE }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/config/env.ts', ...TEST_CODE],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env in config/env.ts only.',
        },
      ],
    },
  },

  // ── One way to call an endpoint ────────────────────────────────────────────────────
  // An endpoint is called through the client built from its declaration in @shop/contracts, never
  // by a URL written by hand or built onto a declared path. Tests may (hostile input, access checks).
  {
    files: ['apps/web/src/**', 'services/*/src/**', 'packages/*/src/**'],
    ignores: [...TEST_CODE, ...ENDPOINT_CLIENTS, ...NOT_SHOP_ENDPOINTS],
    plugins: { endpoints: endpointsPlugin },
    rules: { 'endpoints/no-hand-made-endpoint-call': 'error' },
  },
  {
    // Only the declared clients send: the web's request helpers and a service's callService.
    files: ['apps/web/src/**', 'services/*/src/**', 'packages/*/src/**'],
    ignores: [...TEST_CODE, ...ENDPOINT_CLIENTS, ...NOT_SHOP_ENDPOINTS],
    plugins: { endpoints: endpointsPlugin },
    rules: {
      'endpoints/no-hand-made-endpoint-call': [
        'error',
        { clientOnly: ['apiJson', 'apiRequest', 'apiForm', 'getQueryFn', 'callService'] },
      ],
    },
  },
);
