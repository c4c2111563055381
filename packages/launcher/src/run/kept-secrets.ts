import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomSecrets } from '../shop/secrets.js';
import type { ShopSecrets } from '../shop/types.js';

/**
 * The install's secrets: those the operator chose, else the ones kept in `dataDir/secrets.json`
 * (so the admin password and sessions survive a restart), else new random ones, which are kept.
 */
export function keptSecrets(dataDir: string, chosen: Partial<ShopSecrets>): ShopSecrets {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'secrets.json');
  const saved = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<ShopSecrets>) : {};
  const secrets = randomSecrets({
    // Short enough to type from the banner.
    ADMIN_PASSWORD: randomBytes(9).toString('base64url'),
    ...saved,
    ...chosen,
  });
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
