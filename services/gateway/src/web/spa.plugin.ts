import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(api|paypal)(\/|$)/;

/** Serves the built web app; any other GET that wants HTML gets index.html (client-side routing). */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
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
    if (wantsPage && hasBuild) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>Shop</title><p>The web app is not built. Run the start command, or the Vite dev server on port 5173.</p>',
        );
    }
    return reply.code(404).send({ error: 'not_found', message: `Nothing at ${request.method} ${path}` });
  });
}
