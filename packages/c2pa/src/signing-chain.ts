import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A C2PA signing key and its certificate chain, PEM. */
export interface SigningChain {
  /** The leaf's EC P-256 private key. */
  keyPem: string;
  /** The leaf, then the root. */
  certsPem: string;
  /** The root alone: the anchor a verifier trusts. */
  rootPem: string;
}

export interface SigningChainNames {
  /** The leaf's subject: the signer a reader names. */
  commonName: string;
  organisation: string;
  /** The root's common name; "<commonName> Root" unless given. */
  rootCommonName?: string;
  /** How long the root stays valid; the leaf half as long. */
  days: number;
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
 * An ES256 (P-256) root, self-signed, and a leaf under it with C2PA's signing profile, made with
 * openssl: the run command's per-install chain, and the test generators' and shops' chains. The
 * root's key is thrown away: nothing else is ever signed under that root.
 */
export function makeSigningChain({ commonName, organisation, rootCommonName, days }: SigningChainNames): SigningChain {
  const dir = mkdtempSync(join(tmpdir(), 'c2pa-chain-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const newKey = (name: string) =>
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', at(name));
  try {
    newKey('root.key');
    openssl(
      'req',
      '-x509',
      '-new',
      '-key',
      at('root.key'),
      '-sha256',
      '-days',
      String(days),
      '-subj',
      `/CN=${rootCommonName ?? `${commonName} Root`}/O=${organisation}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-out',
      at('root.pem'),
    );
    newKey('leaf.key');
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
      String(Math.max(1, Math.floor(days / 2))),
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

const CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Each certificate of a PEM chain, in order. */
export function certificatesOf(certsPem: string): string[] {
  return certsPem.match(CERTIFICATE) ?? [];
}

/** The chain as the signer embeds it (x5chain): each certificate's DER bytes, leaf first. */
export function derChainOf(certsPem: string): Uint8Array[] {
  return certificatesOf(certsPem).map((pem) => new Uint8Array(new X509Certificate(pem).raw));
}
