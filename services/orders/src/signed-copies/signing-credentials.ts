import { createPrivateKey, X509Certificate } from 'node:crypto';
import { certificatesOf } from '@shop/c2pa/signing-chain';
import type { z } from 'zod';
import type { SigningCredentials } from './signed-copies.js';

/** A PEM from an env value: a literal `\n` is a line break (env files hold one line). */
const pem = (value: string) => value.replace(/\\n/g, '\n').trim();

/**
 * The signing key and chain from C2PA_SIGNING_KEY / C2PA_SIGNING_CERTS: both or neither, and
 * each must parse, so a broken secret stops the service at start instead of at a download.
 */
export function signingCredentialsOf(
  config: { C2PA_SIGNING_KEY?: string | undefined; C2PA_SIGNING_CERTS?: string | undefined },
  ctx: z.RefinementCtx,
): SigningCredentials | undefined {
  const key = config.C2PA_SIGNING_KEY?.trim() ? pem(config.C2PA_SIGNING_KEY) : undefined;
  const certs = config.C2PA_SIGNING_CERTS?.trim() ? pem(config.C2PA_SIGNING_CERTS) : undefined;
  if (!key && !certs) return undefined;
  if (!key || !certs) {
    ctx.addIssue({
      code: 'custom',
      path: [key ? 'C2PA_SIGNING_CERTS' : 'C2PA_SIGNING_KEY'],
      message: 'set both C2PA_SIGNING_KEY and C2PA_SIGNING_CERTS, or neither',
    });
    return undefined;
  }
  try {
    const privateKey = createPrivateKey(key);
    if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
      throw new Error('the key must be an EC P-256 key (ES256)');
  } catch (error) {
    ctx.addIssue({ code: 'custom', path: ['C2PA_SIGNING_KEY'], message: `not a usable key: ${String(error)}` });
    return undefined;
  }
  const chain = certificatesOf(certs);
  try {
    if (chain.length === 0) throw new Error('no certificate found');
    const [leaf] = chain.map((block) => new X509Certificate(block));
    if (!leaf?.checkPrivateKey(createPrivateKey(key)))
      throw new Error('the first certificate is not of C2PA_SIGNING_KEY');
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      path: ['C2PA_SIGNING_CERTS'],
      message: `not a certificate chain: ${String(error)}`,
    });
    return undefined;
  }
  return { keyPem: key, certsPem: chain.join('\n') };
}
