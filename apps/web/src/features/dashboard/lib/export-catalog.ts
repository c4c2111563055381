import type { Artwork } from '@shop/contracts';

/** Column order of the CSV export: every field of the artwork contract. */
export const EXPORT_COLUMNS = [
  'id',
  'filename',
  'originalName',
  'title',
  'category',
  'price',
  'isForSale',
  'status',
  'ocrStatus',
  'ocrText',
  'ocrErrors',
  'width',
  'height',
  'fileSize',
  'mimeType',
  'createdAt',
  'updatedAt',
  'uploadedAt',
] as const satisfies readonly (keyof Artwork)[];

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  // Leading =, +, - or @ would run as a formula in a spreadsheet: quote them away.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function catalogToCsv(artworks: readonly Artwork[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const artwork of artworks) lines.push(EXPORT_COLUMNS.map((column) => cell(artwork[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function catalogToJson(artworks: readonly Artwork[]): string {
  return `${JSON.stringify(artworks, null, 2)}\n`;
}

export function exportFilename(extension: 'csv' | 'json', now: Date = new Date()): string {
  return `catalog-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Hands a text file to the browser as a download. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
