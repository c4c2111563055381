#!/usr/bin/env node
// The run command's second half (after install and build): the launcher package
// (packages/launcher) starts the whole product; its settings are read in its config.ts (README).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'packages', 'launcher', 'dist', 'main.js');
if (!existsSync(entry)) {
  process.stderr.write(`[shop] ${entry} is missing: run the build first (pnpm build).\n`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
