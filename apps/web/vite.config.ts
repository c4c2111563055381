import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';
import { contractValidators } from './contract-validators';
import { precompress } from './precompress';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), contractValidators(), precompress()],
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
