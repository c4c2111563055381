import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeC2paSigningChain } from '../shop/c2pa-signing-chain.js';
import { randomSecrets } from '../shop/secrets.js';
import type { ShopSecrets } from '../shop/types.js';

/**
 * The install's secrets: those the operator chose, else the ones kept in `dataDir/secrets.json`
 * (so the admin password and sessions survive a restart), else new random ones, which are kept.
 * With `c2paSigning`, the C2PA signing chain too: made once (openssl) and kept, so every signed
 * copy of the install verifies against the same root. Without openssl, `onNoSigning` says why
 * and the shop runs unsigned.
 */
export function keptSecrets(
  dataDir: string,
  chosen: Partial<ShopSecrets>,
  c2paSigning?: { onNoSigning: (reason: string) => void },
): ShopSecrets {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'secrets.json');
  const saved = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<ShopSecrets>) : {};
  const given = { ...saved, ...chosen };
  if (c2paSigning && !(given.C2PA_SIGNING_KEY && given.C2PA_SIGNING_CERTS)) {
    try {
      Object.assign(given, makeC2paSigningChain());
    } catch (error) {
      c2paSigning.onNoSigning(`could not make the C2PA signing chain with openssl: ${String(error)}`);
    }
  }
  const secrets = randomSecrets({
    // Short enough to type from the banner.
    ADMIN_PASSWORD: randomBytes(9).toString('base64url'),
    ...given,
  });
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
