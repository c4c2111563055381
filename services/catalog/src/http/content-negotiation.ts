import type { IncomingHttpHeaders } from 'node:http';

/** Whether the caller accepts a gzip body (`Accept-Encoding`, honouring `q=0` and `*`). */
export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const header = headers['accept-encoding'];
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const accepted = quality === undefined || Number(quality.slice(2)) > 0;
    if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip') return accepted;
    if (coding.trim() === '*') wildcard = accepted;
  }
  return wildcard;
}
