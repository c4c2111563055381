import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestConfig(import.meta.dirname),
    // Each file boots the whole shop as child processes on private PostgreSQL and Redis.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
