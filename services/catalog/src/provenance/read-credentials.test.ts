import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carriesNoStore } from '@shop/c2pa/store-presence';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IPTC_TRAINED, TEST_SIGNER, withContentCredentials } from '../testing/c2pa-fixture.js';
import { sampleImage } from '../testing/images.js';
import { MAX_MANIFEST_STORE_CHARS, readContentCredentials } from './read-credentials.js';

const dir = mkdtempSync(join(tmpdir(), 'provenance-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function onDisk(name: string, bytes: Buffer) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { path, sizeBytes: bytes.length };
}

const aiManifest = {
  generator: { name: 'Test Generator', version: '2.1' },
  actions: [
    { action: 'c2pa.created', digitalSourceType: IPTC_TRAINED, softwareAgent: { name: 'Dream Model', version: '3' } },
    { action: 'c2pa.color_adjustments' },
    { action: 'c2pa.cropped' },
  ],
};

describe('readContentCredentials', () => {
  it('summarizes a signed PNG read from disk: generator, AI-generated, actions, signer, validation', async () => {
    const signed = await withContentCredentials(await sampleImage('png', 64, 48), 'image/png', aiManifest);
    const reading = await readContentCredentials(onDisk('signed.png', signed), 'image/png');
    expect(reading.kind).toBe('found');
    if (reading.kind !== 'found') return;
    expect(reading.credentials.summary).toEqual({
      generator: 'Dream Model 3',
      claimGenerator: 'Test Generator 2.1',
      aiGenerated: true,
      actions: ['c2pa.created', 'c2pa.color_adjustments', 'c2pa.cropped'],
      signer: TEST_SIGNER.commonName,
      issuer: TEST_SIGNER.organisation,
      // Signed well, by a certificate that no trust list knows.
      validationState: 'Valid',
    });
    expect(reading.credentials.manifestStore).toHaveProperty('active_manifest');
    expect(reading.credentials.manifestStore).toHaveProperty('manifests');
  });

  it('reads a signed JPEG from memory; a photo made by a camera is not AI-generated', async () => {
    const signed = await withContentCredentials(await sampleImage('jpeg', 64, 48), 'image/jpeg', {
      actions: [
        { action: 'c2pa.created', digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture' },
      ],
    });
    const reading = await readContentCredentials({ bytes: signed }, 'image/jpeg');
    expect(reading.kind === 'found' && reading.credentials.summary).toMatchObject({
      generator: 'Test Generator 1.0',
      aiGenerated: false,
      actions: ['c2pa.created'],
    });
  });

  it('says Invalid when the image bytes changed after signing', async () => {
    const signed = await withContentCredentials(await sampleImage('png', 64, 48), 'image/png', aiManifest);
    const tampered = Buffer.from(signed);
    // A byte of the image data near the end (IDAT), outside the manifest.
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 0xff;
    const reading = await readContentCredentials({ bytes: tampered }, 'image/png');
    expect(reading.kind === 'found' && reading.credentials.summary.validationState).toBe('Invalid');
  });

  it('does not keep a manifest store of megabytes', async () => {
    const signed = await withContentCredentials(await sampleImage('png', 64, 48), 'image/png', {
      ...aiManifest,
      assertions: [{ label: 'com.example.filler', data: { filler: 'x'.repeat(MAX_MANIFEST_STORE_CHARS) } }],
    });
    const reading = await readContentCredentials({ bytes: signed }, 'image/png');
    expect(reading).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('over the limit') });
  });

  it('answers none for an image without a manifest', async () => {
    const plain = await sampleImage('png', 64, 48);
    expect(await readContentCredentials(onDisk('plain.png', plain), 'image/png')).toEqual({ kind: 'none' });
    expect(await readContentCredentials({ bytes: await sampleImage('webp', 32, 32) }, 'image/webp')).toEqual({
      kind: 'none',
    });
  });

  it('answers unreadable, never throws, for garbage bytes and a truncated file', async () => {
    const garbage = Buffer.from('this is not an image at all, just text');
    const reading = await readContentCredentials(onDisk('garbage.png', garbage), 'image/png');
    expect(reading.kind).toBe('unreadable');
    const signed = await withContentCredentials(await sampleImage('png', 64, 48), 'image/png', aiManifest);
    const cut = await readContentCredentials({ bytes: signed.subarray(0, 200) }, 'image/png');
    expect(['unreadable', 'none']).toContain(cut.kind);
    expect((await readContentCredentials({ bytes: new Uint8Array(64) }, 'image/tiff')).kind).toBe('unreadable');
  });
});

describe('carriesNoStore', () => {
  const tiff = () =>
    sharp(Buffer.alloc(32 * 24 * 3, 120), { raw: { width: 32, height: 24, channels: 3 } })
      .tiff()
      .toBuffer();

  it('says a plain PNG, JPEG, GIF, TIFF and WebP carry no store, from their headers alone', async () => {
    const png = await sampleImage('png', 64, 48);
    const jpeg = await sampleImage('jpeg', 64, 48);
    expect(carriesNoStore(onDisk('plain.png', png).path, 'image/png', png.length)).toBe(true);
    expect(carriesNoStore(onDisk('plain.jpg', jpeg).path, 'image/jpeg', jpeg.length)).toBe(true);
    const plainTiff = await tiff();
    expect(carriesNoStore(onDisk('plain.tif', plainTiff).path, 'image/tiff', plainTiff.length)).toBe(true);
    const webp = await sampleImage('webp', 64, 48);
    expect(carriesNoStore(onDisk('plain.webp', webp).path, 'image/webp', webp.length)).toBe(true);
    const gif = await sampleImage('gif', 64, 48);
    expect(carriesNoStore(onDisk('plain.gif', gif).path, 'image/gif', gif.length)).toBe(true);
    expect(await readContentCredentials(onDisk('plain-read.png', png), 'image/png')).toEqual({ kind: 'none' });
  });

  it('leaves to c2pa-rs a file with a store, another format, and a layout the walk refuses', async () => {
    for (const [format, mimeType] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const signed = await withContentCredentials(await sampleImage(format, 64, 48), mimeType, aiManifest);
      expect(carriesNoStore(onDisk(`signed.${format}`, signed).path, mimeType, signed.length)).toBe(false);
    }
    const signedTiff = await withContentCredentials(await tiff(), 'image/tiff', aiManifest);
    expect(carriesNoStore(onDisk('signed.tif', signedTiff).path, 'image/tiff', signedTiff.length)).toBe(false);
    const pdf = Buffer.from('%PDF-1.4\nprint instructions\n');
    expect(carriesNoStore(onDisk('notes.pdf', pdf).path, 'application/pdf', pdf.length)).toBe(false);
    // A WebP with bytes after its RIFF.
    const trailing = Buffer.concat([await sampleImage('webp', 64, 48), Buffer.from('more')]);
    expect(carriesNoStore(onDisk('trailing.webp', trailing).path, 'image/webp', trailing.length)).toBe(false);
    // A PNG whose first chunk says it runs past the end of the file.
    const cut = (await sampleImage('png', 64, 48)).subarray(0, 40);
    expect(carriesNoStore(onDisk('cut.png', cut).path, 'image/png', cut.length)).toBe(false);
  });
});
