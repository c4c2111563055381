import {
  closeLibrary,
  getLibrary,
  getLibraryPolicy,
  getLibrarySettings,
  LIBRARY_SIGN_IN_SENT_MESSAGE,
  libraryCookieOf,
  librarySetCookie,
  openLibrary,
  renewLibraryOrder,
  requestLibraryLink,
  saveLibrarySettings,
} from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LibraryService } from './library.service.js';

/**
 * Every answer is personal or changes with the artist's setting, so none is kept by
 * any cache (the gateway's public cache, a proxy's or the browser's): `no-store` on all of them,
 * errors included.
 */
export const libraryRoutes: FastifyPluginAsyncZod<{ library: LibraryService; isCookieSecure: boolean }> = async (
  app,
  { library, isCookieSecure },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
  const sessionOf = (cookie: string | string[] | undefined) => libraryCookieOf(cookie);

  registerEndpoint(app, requestLibraryLink, async (request, reply) => {
    await library.requestSignIn(request.body.email);
    return reply.code(202).send({ message: LIBRARY_SIGN_IN_SENT_MESSAGE });
  });

  registerEndpoint(app, openLibrary, async (request, reply) => {
    const opened = await library.open(request.body.token);
    void reply.header(
      'set-cookie',
      librarySetCookie(opened.cookie, { secure: isCookieSecure, maxAgeSeconds: opened.maxAgeSeconds }),
    );
    return reply.code(200).send(opened.session);
  });

  registerEndpoint(app, closeLibrary, async (_request, reply) => {
    void reply.header('set-cookie', librarySetCookie('', { secure: isCookieSecure, maxAgeSeconds: 0 }));
    return reply.code(204).send();
  });

  registerEndpoint(app, getLibrary, async (request, reply) =>
    reply.code(200).send(await library.list(sessionOf(request.headers.cookie))),
  );

  registerEndpoint(app, renewLibraryOrder, async (request, reply) =>
    reply.code(200).send(await library.renew(sessionOf(request.headers.cookie), request.params.id)),
  );

  registerEndpoint(app, getLibraryPolicy, async (_request, reply) => reply.code(200).send(await library.policy()));
  registerEndpoint(app, getLibrarySettings, async (_request, reply) => reply.code(200).send(await library.settings()));
  registerEndpoint(app, saveLibrarySettings, async (request, reply) =>
    reply.code(200).send(await library.saveSettings(request.body.afterExpiry)),
  );
};
