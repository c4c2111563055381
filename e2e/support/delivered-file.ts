import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { c2paLibrary } from '@shop/c2pa/wasm';
import { E2E } from './environment';

// What a buyer's download must be: the file as the artist uploaded it, or, for an image the shop
// signs, that same file carrying a C2PA manifest of the shop's own that a reader trusts by the
// install's root (the run command makes the signing chain and keeps it in the data folder).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const AI_GENERATED = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';

type Format = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/tiff' | 'other';

function formatOf(bytes: Buffer): Format {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  if (['II*\0', 'MM\0*'].includes(bytes.toString('latin1', 0, 4))) return 'image/tiff';
  return 'other';
}

/** PNG without its `caBX` chunks (the manifest store). */
function pngWithoutManifest(bytes: Buffer): Buffer {
  const kept = [bytes.subarray(0, 8)];
  for (let at = 8; at < bytes.length;) {
    const end = at + 12 + bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) !== 'caBX') kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

/** JPEG without its APP11 segments (JUMBF, where the manifest store lives). */
function jpegWithoutManifest(bytes: Buffer): Buffer {
  const kept = [bytes.subarray(0, 2)];
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1];
    // From the start of scan on it is image data: kept whole.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      break;
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xeb) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

/** WebP without its `C2PA` chunk, the RIFF size put back. */
function webpWithoutManifest(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  for (let at = 12; at < bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size & 1);
    if (bytes.toString('latin1', at, at + 4) !== 'C2PA') kept.push(bytes.subarray(at, end));
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

/** The file as it is without a manifest store: what signing must leave byte for byte. */
function withoutManifest(bytes: Buffer, format: Format): Buffer {
  if (format === 'image/png') return pngWithoutManifest(bytes);
  if (format === 'image/jpeg') return jpegWithoutManifest(bytes);
  if (format === 'image/webp') return webpWithoutManifest(bytes);
  throw new Error(`no manifest-free comparison for ${format}: add one before delivering it signed in a spec`);
}

let rootPem: string | undefined;

/** The install's root certificate: the last of the chain the run command keeps in its data folder. */
function installRootPem(): string {
  if (rootPem) return rootPem;
  const secrets = JSON.parse(readFileSync(join(E2E.dataDir, 'secrets.json'), 'utf8')) as {
    C2PA_SIGNING_CERTS?: string;
  };
  const chain = secrets.C2PA_SIGNING_CERTS?.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  const root = chain?.at(-1);
  if (!root) throw new Error(`no C2PA signing chain in ${E2E.dataDir}/secrets.json`);
  rootPem = root;
  return root;
}

/** What a buyer's C2PA reader makes of a file, trusting the install's root and nothing else. */
async function manifestStore(bytes: Buffer, format: Format): Promise<Json> {
  const { WasmReader } = c2paLibrary();
  const context = JSON.stringify({ trust: { user_anchors: installRootPem() }, verify: { verify_trust: true } });
  const reader = await WasmReader.fromBytes(format, bytes, context);
  try {
    return JSON.parse(reader.json()) as Json;
  } finally {
    reader.free();
  }
}

/**
 * The delivered file is the uploaded one: byte for byte, or, for an image, the same bytes with the
 * shop's own manifest, trusted by the install's root and marking the image AI-generated.
 */
export async function expectDelivered(delivered: Buffer, uploaded: Buffer, what: string): Promise<void> {
  const format = formatOf(uploaded);
  if (format === 'other') {
    expect(delivered.equals(uploaded), `${what}: delivered as uploaded`).toBe(true);
    return;
  }
  expect(delivered.equals(uploaded), `${what}: delivered as a signed copy`).toBe(false);
  expect(
    withoutManifest(delivered, format).equals(withoutManifest(uploaded, format)),
    `${what}: the uploaded bytes, only a manifest added`,
  ).toBe(true);
  const store = await manifestStore(delivered, format);
  expect(store.validation_state, `${what}: ${JSON.stringify(store.validation_status ?? [])}`).toBe('Trusted');
  const active = store.manifests[store.active_manifest] as Json;
  const actions = (active.assertions as Json[])
    .filter((assertion) => String(assertion.label).startsWith('c2pa.actions'))
    .flatMap((assertion) => assertion.data.actions as Json[]);
  expect(
    actions.some((action) => action.digitalSourceType === AI_GENERATED),
    `${what}: marked AI-generated`,
  ).toBe(true);
}
