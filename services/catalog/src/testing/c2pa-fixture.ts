import { createPrivateKey, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COSE_RESERVE_BYTES, coseSign1 } from '@shop/c2pa/cose-sign1';
import { derChainOf, makeSigningChain } from '@shop/c2pa/signing-chain';
import { c2paLibrary, withFileBlob } from '@shop/c2pa/wasm';

/**
 * Images carrying real C2PA manifests, signed here by c2pa-rs (the same WebAssembly library the
 * catalog reads with) with a test certificate chain that openssl makes once per test process:
 * a root, and an ES256 signing certificate of "Test Generator Inc".
 */
export const IPTC_TRAINED = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
export const TEST_SIGNER = { commonName: 'Test Generator Signer', organisation: 'Test Generator Inc' };

let signer: { key: KeyObject; chain: Uint8Array[] } | undefined;

/** The generator's signing key and chain (DER, leaf first), made once per test process. */
function testSigner(): { key: KeyObject; chain: Uint8Array[] } {
  if (signer) return signer;
  const made = makeSigningChain({ ...TEST_SIGNER, rootCommonName: 'Test C2PA Root', days: 30 });
  signer = { key: createPrivateKey(made.keyPem), chain: derChainOf(made.certsPem) };
  return signer;
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
    const { key, chain } = testSigner();
    const signed = await withFileBlob(path, image.length, (file) =>
      builder.sign(
        { alg: 'es256', reserveSize: COSE_RESERVE_BYTES, sign: async (claim) => coseSign1(claim, key, chain) },
        [],
        mimeType,
        file,
      ),
    );
    return Buffer.from(signed);
  } finally {
    builder.free();
    rmSync(dir, { recursive: true, force: true });
  }
}
