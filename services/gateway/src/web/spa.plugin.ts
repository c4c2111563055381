import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { NotFound } from '@shop/platform';
import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(api|paypal|admin|docs)(\/|$)/;

/** The name of the meta tag that tells the web app its house category (apps/web config/env.ts). */
export const HOUSE_CATEGORY_META = 'shop-house-category';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The meta tag with the footer's social links as JSON (issue #15); absent when none are set. */
export const SOCIAL_LINKS_META = 'shop-social-links';

export interface RuntimeSettings {
  houseCategory: string;
  socialLinks?: readonly { name: string; href: string }[];
}

/** index.html with the run-time settings the web app reads at start (no inline script: CSP). */
export function withRuntimeSettings(html: string, settings: RuntimeSettings): string {
  let meta = `<meta name="${HOUSE_CATEGORY_META}" content="${escapeAttribute(settings.houseCategory)}">`;
  if (settings.socialLinks?.length) {
    meta += `<meta name="${SOCIAL_LINKS_META}" content="${escapeAttribute(JSON.stringify(settings.socialLinks))}">`;
  }
  return html.replace(/<head>/i, (head) => `${head}${meta}`);
}

/** Serves the built web app; any other GET that wants a page gets index.html (client-side routing). */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  settings: RuntimeSettings,
): Promise<void> {
  const indexPath = webDist === undefined ? undefined : join(webDist, 'index.html');
  // Read once: it is small, and every unknown page path answers with it.
  const indexHtml =
    indexPath && existsSync(indexPath) ? withRuntimeSettings(readFileSync(indexPath, 'utf8'), settings) : undefined;
  if (webDist !== undefined && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The file itself lacks the run-time settings: it is answered below like any other page.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Other plugins (Swagger UI, Bull Board) register @fastify/static in their own scopes.
      decorateReply: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, path) => {
        // index.html must always be fresh so a deploy is seen at once; hashed assets live forever.
        if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
    if (wantsPage && indexHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>Shop</title><p>The web app is not built. Run the start command, or the Vite dev server on port 5173.</p>',
        );
    }
    throw new NotFound(`Nothing at ${request.method} ${path}`);
  });
}
