import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built byte by byte, so tests can send what no browser would. */
export function multipart(parts: MultipartPart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----resilience${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload form as the dashboard sends it. */
export function uploadForm(file: Buffer, fields: { title?: string; category?: string; filename?: string } = {}) {
  return multipart([
    { name: 'title', value: fields.title ?? 'A test artwork' },
    { name: 'category', value: fields.category ?? 'Core Collection' },
    { name: 'artwork', value: file, filename: fields.filename ?? 'art.png', contentType: 'image/png' },
  ]);
}
