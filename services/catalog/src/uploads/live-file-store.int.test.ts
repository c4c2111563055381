import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createFileUploader, createStorage } from '@shop/platform';
import { Upload } from '@tus/server';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOriginals } from '../artworks/originals.js';
import { LiveFileStore } from './live-file-store.js';
import { createLiveOriginals } from './live-originals.js';

describe('the resumable uploads’ file store', () => {
  let directory: string;
  let store: LiveFileStore;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'tus-store-'));
    const log = pino({ level: 'silent' });
    // Extra files of a work only: nothing here reaches the storage.
    const storage = createStorage({
      endpoint: 'http://127.0.0.1:9',
      accessKey: 'unused',
      secretKey: 'unused',
      bucket: 'unused',
      region: 'us-east-1',
    });
    const live = createLiveOriginals({
      originals: createOriginals({ storage, uploader: createFileUploader(storage), log }),
      log,
    });
    store = new LiveFileStore({ directory, expirationPeriodInMilliseconds: 200 }, live);
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  const bytes = Buffer.from('the print instructions, as a PDF would carry them');
  const upload = () =>
    new Upload({ id: 'abc123', size: bytes.length, offset: 0, metadata: { filename: 'print.pdf', artworkId: 'w1' } });

  it('keeps a finished upload as its answer, complete, without its bytes, and drops a client’s own answer', async () => {
    await store.create(new Upload({ ...upload(), metadata: { ...upload().metadata, answer: '{"forged":true}' } }));
    expect(await store.answerOf('abc123')).toBeUndefined();
    expect(await store.write(Readable.from([bytes]), 'abc123', 0)).toBe(bytes.length);
    await store.finish('abc123', '{"id":"f1"}');

    expect(await readdir(directory)).toEqual(['abc123.json']);
    const finished = await store.getUpload('abc123');
    expect(finished.offset).toBe(bytes.length);
    expect(finished.metadata).toMatchObject({ filename: 'print.pdf', answer: '{"id":"f1"}' });
    // Its end sent again writes nothing.
    expect(await store.write(Readable.from([Buffer.alloc(0)]), 'abc123', bytes.length)).toBe(bytes.length);
    expect(await readdir(directory)).toEqual(['abc123.json']);
  });

  it('removes a finished upload’s record with the unfinished ones when their day is over', async () => {
    await store.create(upload());
    await store.write(Readable.from([bytes]), 'abc123', 0);
    await store.finish('abc123', '{"id":"f1"}');
    await store.create(new Upload({ ...upload(), id: 'def456' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.deleteExpired()).toBe(2);
    expect(await readdir(directory)).toEqual([]);
  });
});
