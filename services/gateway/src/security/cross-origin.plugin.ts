import { Forbidden, SAFE_METHODS } from '@shop/platform';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : value?.[0];
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // `null` (a sandboxed frame, a file) or garbage: no host of ours
  }
}

/**
 * Whether an unsafe request comes from another site, by the rule of Go's
 * `http.CrossOriginProtection` (and Rails' and Django's origin checks): a browser says where a
 * request comes from in Sec-Fetch-Site, or, older ones, in Origin. `same-site` counts as foreign:
 * a sibling subdomain or another port of the same host is exactly the attack (SameSite cookies
 * are sent to it). A request with neither header is no browser's (curl, scripts, PayPal's
 * webhooks) and cannot carry a victim's cookie, so it passes.
 */
export function isCrossOriginWrite(
  request: { method: string; headers: IncomingHttpHeaders; host: string },
  trustedOrigins: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = headerOf(request.headers, 'origin');
  const site = headerOf(request.headers, 'sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return false;
  if (site !== undefined) return origin === undefined || !trustedOrigins.has(origin);
  if (origin === undefined) return false;
  return !trustedOrigins.has(origin) && hostOf(origin) !== request.host;
}

/**
 * ARCHITECTURE "Who may do what": cookie-authenticated writes from another site are refused
 *. Every unsafe request is checked, with or without a session: the shop's own pages
 * send all of its writes (checkout too) from its own origin, and nothing else is meant to post to
 * it from a browser. `publicBaseUrl` is the shop's address as people reach it (PUBLIC_BASE_URL);
 * the Host a request was sent to counts as the shop's own too (a local run, another gateway name).
 */
export function registerCrossOriginProtection(app: FastifyInstance, options: { publicBaseUrl: string }): void {
  const trustedOrigins = new Set([new URL(options.publicBaseUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (isCrossOriginWrite(request, trustedOrigins))
      throw new Forbidden('This request comes from another site. Changes can only be made from the shop itself.');
  });
}
