import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestSigningChain {
  keyPem: string;
  /** Leaf, then the root. */
  certsPem: string;
  /** The root alone: the anchor a verifier trusts. */
  rootPem: string;
}

/**
 * A C2PA signing chain as the run command makes one per install (openssl): an ES256 root and
 * a leaf under it with C2PA's signing profile (digitalSignature, an extended key usage).
 */
export function makeSigningChain(commonName: string, organisation: string): TestSigningChain {
  const dir = mkdtempSync(join(tmpdir(), 'c2pa-chain-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', at('root.key'));
    openssl(
      'req',
      '-x509',
      '-new',
      '-key',
      at('root.key'),
      '-sha256',
      '-days',
      '30',
      '-subj',
      `/CN=${commonName} Root/O=${organisation}`,
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
      `/CN=${commonName}/O=${organisation}`,
      '-out',
      at('leaf.csr'),
    );
    writeFileSync(
      at('leaf.ext'),
      'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=emailProtection\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n',
    );
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
      '30',
      '-sha256',
      '-extfile',
      at('leaf.ext'),
      '-out',
      at('leaf.pem'),
    );
    const rootPem = readFileSync(at('root.pem'), 'utf8');
    return {
      keyPem: readFileSync(at('leaf.key'), 'utf8'),
      certsPem: `${readFileSync(at('leaf.pem'), 'utf8')}${rootPem}`,
      rootPem,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
