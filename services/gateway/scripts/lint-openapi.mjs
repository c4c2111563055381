// Writes the OpenAPI document that /docs serves (from the built gateway) and lints it
// with Redocly's recommended rules (redocly.yaml). Run after `pnpm --filter @shop/gateway build`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { buildOpenApiDocument } = await import(join(root, 'dist/docs/openapi-document.js'));
const out = join(root, 'dist/openapi.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);

const result = spawnSync('redocly', ['lint', '--config', join(root, 'redocly.yaml'), out], {
  cwd: root,
  stdio: 'inherit',
  // No telemetry or update check: CI reaches the npm registry only.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(result.status ?? 1);
