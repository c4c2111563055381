import { randomBytes } from 'node:crypto';
import { makeSigningChain } from '@shop/c2pa/signing-chain';

/** The key and chain the orders service signs delivered files' Content Credentials with (PEM). */
export interface C2paSigningChain {
  C2PA_SIGNING_KEY: string;
  /** The leaf, then the install's root. */
  C2PA_SIGNING_CERTS: string;
}

/**
 * A signing chain of this install's own, made once by the run command: an ES256 root valid ten
 * years and a leaf under it. No trust list knows the root, so a reader calls the credentials
 * valid, not trusted; production gives a chain from a C2PA-trusted CA through the secret instead
 * (docs/operations.md).
 */
export function makeC2paSigningChain(): C2paSigningChain {
  const install = randomBytes(4).toString('hex');
  const chain = makeSigningChain({
    commonName: `Shop Content Credentials ${install}`,
    organisation: 'Shop (local install)',
    days: 3650,
  });
  return { C2PA_SIGNING_KEY: chain.keyPem, C2PA_SIGNING_CERTS: chain.certsPem };
}
