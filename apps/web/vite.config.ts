import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';
import { contractValidators } from './contract-validators';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractValidators(),
    // The landing pages' route code, preloaded by the gateway from each page's head (issue #15).
    routePreloads({
      '/': 'src/app/routes/home.tsx',
      '/abstract-art': 'src/app/routes/abstract-art.tsx',
      '/sci-fi': 'src/app/routes/sci-fi.tsx',
      '/algornation': 'src/app/routes/algornation.tsx',
      '/miscellaneous': 'src/app/routes/miscellaneous.tsx',
      '/art/*': 'src/app/routes/artwork.tsx',
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/paypal': gateway },
  },
  build: { sourcemap: true, target: 'es2022' },
  test: {
    ...sharedTestConfig(import.meta.dirname),
    fileParallelism: true,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
  },
});
