import { describe, expect, it } from 'vitest';
import { multipartBody, multipartForm } from './multipart.js';

/** Reads a body back with the platform's own multipart parser (undici's FormData). */
const parse = ({ payload, headers }: { payload: Buffer; headers: Record<string, string> }) =>
  new Response(new Uint8Array(payload), { headers }).formData();

describe('multipartBody', () => {
  it('builds a body a multipart parser reads back field by field, file bytes intact', async () => {
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x00, 0xff]);
    const form = await parse(
      multipartBody([
        { name: 'title', value: 'Quiet Harbor' },
        { name: 'artwork', value: content, filename: 'harbor.png', contentType: 'image/png' },
      ]),
    );
    expect(form.get('title')).toBe('Quiet Harbor');
    const file = form.get('artwork');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('harbor.png');
    expect((file as File).type).toBe('image/png');
    expect(Buffer.from(await (file as File).arrayBuffer())).toEqual(content);
  });

  it('gives each body a boundary of its own', () => {
    const first = multipartBody([{ name: 'a', value: '1' }]);
    const second = multipartBody([{ name: 'a', value: '1' }]);
    expect(first.headers['content-type']).not.toBe(second.headers['content-type']);
  });
});

describe('multipartForm', () => {
  it('sends the fields, then the file under `artwork` unless named otherwise', async () => {
    const form = await parse(
      multipartForm({ title: 'T', category: 'Sci-Fi' }, { filename: 'x.png', content: Buffer.from('png') }),
    );
    expect([...form.keys()]).toEqual(['title', 'category', 'artwork']);
    expect((form.get('artwork') as File).type).toBe('application/octet-stream');
    const named = await parse(multipartForm({}, { field: 'files', filename: 'logo.png', content: Buffer.from('x') }));
    expect(named.get('files')).toBeInstanceOf(File);
  });
});
