import { multipartBody, type MultipartPart } from '@shop/testkit';

export type { MultipartPart };

/** A multipart/form-data body built byte by byte, so tests can send what no browser would. */
export function multipart(parts: MultipartPart[]): { body: Buffer; headers: Record<string, string> } {
  const { payload, headers } = multipartBody(parts);
  return { body: payload, headers };
}

/** The upload form as the dashboard sends it. */
export function uploadForm(file: Buffer, fields: { title?: string; category?: string; filename?: string } = {}) {
  return multipart([
    { name: 'title', value: fields.title ?? 'A test artwork' },
    { name: 'category', value: fields.category ?? 'Core Collection' },
    { name: 'artwork', value: file, filename: fields.filename ?? 'art.png', contentType: 'image/png' },
  ]);
}
