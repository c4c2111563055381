import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { c2paLibrary, withFileRange } from '../provenance/c2pa-wasm.js';

/**
 * Images carrying real C2PA manifests, signed here by c2pa-rs (the same WebAssembly library the
 * catalog reads with) with a test certificate chain that openssl makes once per test process:
 * a root, and an ES256 signing certificate of "Test Generator Inc".
 */
export const IPTC_TRAINED = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
export const TEST_SIGNER = { commonName: 'Test Generator Signer', organisation: 'Test Generator Inc' };

interface TestSigner {
  key: KeyObject;
  chain: Uint8Array[];
}

let signer: TestSigner | undefined;

function testSigner(): TestSigner {
  if (signer) return signer;
  const dir = mkdtempSync(join(tmpdir(), 'c2pa-certs-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', at('ca.key'));
    openssl(
      'req',
      '-x509',
      '-new',
      '-key',
      at('ca.key'),
      '-sha256',
      '-days',
      '30',
      '-subj',
      '/CN=Test C2PA Root/O=Test',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-out',
      at('ca.pem'),
    );
    openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', at('leaf.key'));
    openssl(
      'req',
      '-new',
      '-key',
      at('leaf.key'),
      '-subj',
      `/CN=${TEST_SIGNER.commonName}/O=${TEST_SIGNER.organisation}`,
      '-out',
      at('leaf.csr'),
    );
    // C2PA's certificate profile: an end-entity certificate for signing, with an extended key usage.
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
      at('ca.pem'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-days',
      '30',
      '-sha256',
      '-extfile',
      at('leaf.ext'),
      '-out',
      at('leaf.pem'),
    );
    const der = (file: string) => new Uint8Array(new X509Certificate(readFileSync(at(file))).raw);
    signer = { key: createPrivateKey(readFileSync(at('leaf.key'))), chain: [der('leaf.pem'), der('ca.pem')] };
    return signer;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The CBOR this needs (RFC 8949): unsigned and negative ints, text, bytes, arrays, maps, tags, null. */
type Cbor = null | number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { tag: number; value: Cbor };

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(n, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (value === null) return Buffer.from([0xf6]);
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const utf8 = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, utf8.length), utf8]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  if (value instanceof Map)
    return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  return Buffer.concat([cborHead(6, value.tag), cbor(value.value)]);
}

const COSE_RESERVE = 10_000;

/**
 * The wasm build hands the signer the claim and takes back the whole COSE_Sign1 (RFC 9052) to
 * embed: ES256 over the Sig_structure, the certificate chain as x5chain (label 33) in the
 * protected header, the payload detached, and padding up to exactly the reserved size.
 */
function coseSign1(claim: Uint8Array): Uint8Array {
  const { key, chain } = testSigner();
  const protectedHeader = cbor(
    new Map<Cbor, Cbor>([
      [1, -7],
      [33, chain],
    ]),
  );
  const toBeSigned = cbor(['Signature1', protectedHeader, new Uint8Array(0), claim]);
  const signature = sign('sha256', toBeSigned, { key, dsaEncoding: 'ieee-p1363' });
  const build = (pad: number) =>
    cbor({ tag: 18, value: [protectedHeader, new Map<Cbor, Cbor>([['pad', new Uint8Array(pad)]]), null, signature] });
  let pad = COSE_RESERVE - build(0).length;
  let sign1 = build(pad);
  while (sign1.length > COSE_RESERVE) sign1 = build(--pad);
  return new Uint8Array(sign1);
}

export interface FixtureManifest {
  generator?: { name: string; version?: string };
  /** The c2pa.actions.v2 actions, e.g. [{ action: 'c2pa.created', digitalSourceType: IPTC_TRAINED }]. */
  actions: Record<string, unknown>[];
  /** More assertions, e.g. a custom one of a given size. */
  assertions?: { label: string; data: unknown }[];
}

/** `image` with a C2PA manifest embedded and signed; `mimeType` names its format. */
export async function withContentCredentials(
  image: Buffer,
  mimeType: string,
  manifest: FixtureManifest,
): Promise<Buffer> {
  const { WasmBuilder } = c2paLibrary();
  const builder = WasmBuilder.fromJson(
    JSON.stringify({
      claim_generator_info: [manifest.generator ?? { name: 'Test Generator', version: '1.0' }],
      title: 'fixture',
      format: mimeType,
      assertions: [{ label: 'c2pa.actions', data: { actions: manifest.actions } }, ...(manifest.assertions ?? [])],
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'c2pa-fixture-'));
  try {
    const path = join(dir, 'source');
    writeFileSync(path, image);
    const signed = await withFileRange(path, image.length, (file) =>
      builder.sign(
        { alg: 'es256', reserveSize: COSE_RESERVE, sign: async (claim) => coseSign1(claim) as Uint8Array<ArrayBuffer> },
        [],
        mimeType,
        file as unknown as Blob,
      ),
    );
    return Buffer.from(signed);
  } finally {
    builder.free();
    rmSync(dir, { recursive: true, force: true });
  }
}
