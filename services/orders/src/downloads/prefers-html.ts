/**
 * Whether a caller's `Accept` header ranks an HTML page above JSON: a browser following a download
 * link sends `text/html,…`, fetch and API clients send `*\/*` or `application/json`. A tie, or no
 * header at all, stays JSON, the API's own format.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(quality)) continue;
    const mediaType = type.trim();
    if (mediaType === 'text/html') html = Math.max(html, quality);
    if (mediaType === 'application/json') json = Math.max(json, quality);
  }
  return html > 0 && html > json;
}
