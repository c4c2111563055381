import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a field, or a file when it has a filename. */
export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  /** A file part's type; default application/octet-stream. */
  contentType?: string;
}

/**
 * A multipart/form-data body built byte by byte, and the header naming its boundary (both must come
 * from the same call), so tests can send what a browser's FormData sends and what no browser would.
 */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
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
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A file of a form: under the field `artwork` (the upload's) unless named. */
export interface MultipartFile {
  field?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** Fields first, then one file: the dashboard's upload form as a browser's FormData sends it. */
export function multipartForm(
  fields: Record<string, string>,
  file?: MultipartFile,
): { payload: Buffer; headers: Record<string, string> } {
  const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file)
    parts.push({
      name: file.field ?? 'artwork',
      value: file.content,
      filename: file.filename,
      ...(file.contentType ? { contentType: file.contentType } : {}),
    });
  return multipartBody(parts);
}
