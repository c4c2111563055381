import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptSecrets } from './kept-secrets.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const certificates = (pem: string) =>
  (pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map(
    (block) => new X509Certificate(block),
  );

describe("the run command's kept secrets", () => {
  it('makes the C2PA signing chain once per install: an ES256 leaf for signing under its own root, kept', () => {
    const dir = dataDir();
    const noSigning: string[] = [];
    const first = keptSecrets(dir, {}, { onNoSigning: (reason) => noSigning.push(reason) });
    expect(noSigning).toEqual([]);
    const key = createPrivateKey(first.C2PA_SIGNING_KEY ?? '');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const [leaf, root] = certificates(first.C2PA_SIGNING_CERTS ?? '');
    expect(leaf?.checkPrivateKey(key)).toBe(true);
    expect(root && leaf?.verify(root.publicKey)).toBe(true);
    expect(root?.ca).toBe(true);
    expect(leaf?.ca).toBe(false);
    // C2PA's signing profile: an extended key usage (here e-mail protection), no CA.
    expect(leaf?.keyUsage).toEqual(['1.3.6.1.5.5.7.3.4']);

    const again = keptSecrets(dir, {}, { onNoSigning: () => undefined });
    expect(again.C2PA_SIGNING_KEY).toBe(first.C2PA_SIGNING_KEY);
    expect(again.C2PA_SIGNING_CERTS).toBe(first.C2PA_SIGNING_CERTS);
    const saved = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(saved.C2PA_SIGNING_CERTS).toBe(first.C2PA_SIGNING_CERTS);
  });

  it('makes none unless asked, and keeps a chain the operator gave', () => {
    expect(keptSecrets(dataDir(), {})).not.toHaveProperty('C2PA_SIGNING_KEY');
    const given = { C2PA_SIGNING_KEY: 'given key', C2PA_SIGNING_CERTS: 'given certs' };
    expect(keptSecrets(dataDir(), given, { onNoSigning: () => undefined })).toMatchObject(given);
  });
});
