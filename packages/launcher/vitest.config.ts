import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineConfig({ test: sharedTestConfig(import.meta.dirname) });
