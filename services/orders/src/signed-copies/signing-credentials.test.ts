import { makeSigningChain } from '@shop/c2pa/signing-chain';
import { describe, expect, it } from 'vitest';
import { ordersEnvSchema } from '../config.js';

const parse = (env: Record<string, string>) =>
  ordersEnvSchema.safeParse({ NODE_ENV: 'test', INTERNAL_TOKEN: 'x'.repeat(32), ...env });

describe('C2PA_SIGNING_KEY / C2PA_SIGNING_CERTS', () => {
  const chain = makeSigningChain({ commonName: 'Shop Signer', organisation: 'Shop', days: 30 });

  it('neither set: no signing', () => {
    const parsed = parse({});
    expect(parsed.success && parsed.data.c2paSigning).toBeUndefined();
  });

  it('both set, as PEM or with \\n for line breaks: the key and the chain, leaf first', () => {
    for (const certs of [chain.certsPem, chain.certsPem.replaceAll('\n', '\\n')]) {
      const parsed = parse({ C2PA_SIGNING_KEY: chain.keyPem.replaceAll('\n', '\\n'), C2PA_SIGNING_CERTS: certs });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      if (!parsed.success) return;
      expect(parsed.data.c2paSigning?.keyPem).toBe(chain.keyPem.trim());
      expect(parsed.data.c2paSigning?.certsPem.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    }
  });

  it('refuses one without the other, a key that is no key, and a chain whose leaf is of another key', () => {
    const other = makeSigningChain({ commonName: 'Other', organisation: 'Other', days: 30 });
    const refused: Record<string, string>[] = [
      { C2PA_SIGNING_KEY: chain.keyPem },
      { C2PA_SIGNING_CERTS: chain.certsPem },
      { C2PA_SIGNING_KEY: 'not a key', C2PA_SIGNING_CERTS: chain.certsPem },
      { C2PA_SIGNING_KEY: chain.keyPem, C2PA_SIGNING_CERTS: 'no certificate' },
      { C2PA_SIGNING_KEY: chain.keyPem, C2PA_SIGNING_CERTS: other.certsPem },
    ];
    for (const env of refused) {
      const parsed = parse(env);
      expect(parsed.success, Object.keys(env).join()).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).toContain('C2PA_SIGNING');
    }
  });
});
