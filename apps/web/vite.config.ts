import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';
import { contractValidators } from './contract-validators';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';
import { HOME_FEATURED_PRELOADS } from '@shop/contracts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
// Test files that replace a module with vi.mock: a module another file has already loaded in the
// same worker cannot be replaced, so these run with modules of their own.
const MODULE_MOCKING_TESTS = [
  'src/app/routes/checkout-wallet.test.tsx',
  'src/features/upload/api/resumable-upload.test.ts',
  'src/features/curation/api/artwork-files.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractValidators(),
    // The landing pages' route code, preloaded by the gateway from each page's head.
    routePreloads({
      '/': 'src/app/routes/home.tsx',
      '/abstract-art': 'src/app/routes/abstract-art.tsx',
      '/sci-fi': 'src/app/routes/sci-fi.tsx',
      '/algornation': 'src/app/routes/algornation.tsx',
      '/miscellaneous': 'src/app/routes/miscellaneous.tsx',
      '/art/*': 'src/app/routes/artwork.tsx',
      // The home page's featured section, preloaded when the saved layout features something.
      [HOME_FEATURED_PRELOADS]: 'src/features/layout-preview/home-section.ts',
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/paypal': gateway },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // A phone on a slow link pays a round trip for each of the landing pages' many small shared
    // chunks (14 of 1.4-3.8 KB on the home page, six at a time over HTTP/1.1): chunks without side
    // effects under this size are merged into the chunk loaded with them.
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
  test: {
    ...sharedTestConfig(import.meta.dirname),
    // Each project below names its own files (a project's lists add to these).
    include: [],
    fileParallelism: true,
    // Unit tests with nothing shared outside the process: one worker per core.
    maxWorkers: 2,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: sharedTestConfig(import.meta.dirname).include,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
        },
      },
      { extends: true, test: { name: 'web-module-mocks', include: MODULE_MOCKING_TESTS, isolate: true } },
    ],
  },
});
