import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestConfig(import.meta.dirname),
    // Every answer from the gateway is checked against its declaration.
    setupFiles: ['src/harness/contract-check/fail-on-violations.ts'],
  },
});
