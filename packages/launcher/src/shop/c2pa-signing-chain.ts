import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The key and chain the orders service signs delivered files' Content Credentials with (PEM). */
export interface C2paSigningChain {
  C2PA_SIGNING_KEY: string;
  /** The leaf, then the install's root. */
  C2PA_SIGNING_CERTS: string;
}

/** C2PA's profile for a signing certificate: an end entity for signatures, with an extended key usage. */
const LEAF_EXTENSIONS = [
  'basicConstraints=critical,CA:FALSE',
  'keyUsage=critical,digitalSignature',
  'extendedKeyUsage=emailProtection',
  'subjectKeyIdentifier=hash',
  'authorityKeyIdentifier=keyid',
].join('\n');

/**
 * A signing chain of this install's own, made once by the run command with openssl: an ES256
 * (P-256) root, self-signed, and a leaf under it. No trust list knows the root, so a reader
 * calls the credentials valid, not trusted; production gives a chain from a C2PA-trusted CA
 * through the secret instead (docs/operations.md).
 */
export function makeC2paSigningChain(): C2paSigningChain {
  const dir = mkdtempSync(join(tmpdir(), 'c2pa-signing-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const install = randomBytes(4).toString('hex');
  try {
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', at('root.key'));
    openssl(
      'req',
      '-x509',
      '-new',
      '-key',
      at('root.key'),
      '-sha256',
      '-days',
      '3650',
      '-subj',
      `/CN=Shop Content Credentials Root ${install}/O=Shop (local install)`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-out',
      at('root.pem'),
    );
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', at('leaf.key'));
    openssl(
      'req',
      '-new',
      '-key',
      at('leaf.key'),
      '-subj',
      `/CN=Shop Content Credentials ${install}/O=Shop (local install)`,
      '-out',
      at('leaf.csr'),
    );
    writeFileSync(at('leaf.ext'), `${LEAF_EXTENSIONS}\n`);
    openssl(
      'x509',
      '-req',
      '-in',
      at('leaf.csr'),
      '-CA',
      at('root.pem'),
      '-CAkey',
      at('root.key'),
      '-CAcreateserial',
      '-days',
      '1825',
      '-sha256',
      '-extfile',
      at('leaf.ext'),
      '-out',
      at('leaf.pem'),
    );
    return {
      C2PA_SIGNING_KEY: readFileSync(at('leaf.key'), 'utf8'),
      C2PA_SIGNING_CERTS: `${readFileSync(at('leaf.pem'), 'utf8')}${readFileSync(at('root.pem'), 'utf8')}`,
    };
  } finally {
    // The root's key goes: nothing else is ever signed under this root.
    rmSync(dir, { recursive: true, force: true });
  }
}
