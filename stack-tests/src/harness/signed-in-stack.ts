import { uniqueQueuePrefix, type MailCatcher } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { inBrowser } from './purchase.js';
import { freshAddress, signInAsCurator } from './session.js';
import { startStack, type Stack } from './stack.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SignedInStack {
  readonly stack: Stack;
  /** The mail catcher, with `mail: true`; reading it otherwise is a mistake in the test. */
  readonly mail: MailCatcher;
  /** The curator's session cookie, as a header value. */
  readonly adminCookie: string;
  /** A request with the curator's session, from an address of its own. */
  asCurator(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** A request from the shopper's browser (it keeps the checkout cookie), from an address of its own. */
  asShopper(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * The purchase tests' common start, registered as the file's beforeAll/afterAll: the stack (its own
 * queue prefix, the mail catcher when the file reads e-mail) with the curator signed in. Each call
 * gets a fresh address, so no test shares another's rate-limit bucket. Read the fields in tests
 * and hooks, once the stack has started.
 */
export function signedInStack(name: string, options: { mail?: boolean } = {}): SignedInStack {
  let started: { stack: Stack; adminCookie: string } | undefined;
  const current = () => {
    if (!started) throw new Error('the stack is read before beforeAll started it');
    return started;
  };

  beforeAll(async () => {
    const stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix(name) }, mail: options.mail });
    started = { stack, adminCookie: await signInAsCurator(stack) };
  });
  afterAll(async () => {
    await started?.stack.close();
  });

  return {
    get stack() {
      return current().stack;
    },
    get mail() {
      const { mail } = current().stack;
      if (!mail) throw new Error('the stack started no mail catcher');
      return mail;
    },
    get adminCookie() {
      return current().adminCookie;
    },
    asCurator: (method, url, payload) =>
      current().stack.gateway.inject({
        method,
        url,
        headers: { cookie: current().adminCookie },
        ...(payload ? { payload } : {}),
        remoteAddress: freshAddress(),
      }),
    asShopper: (method, url, payload) =>
      inBrowser(current().stack, {
        method,
        url,
        ...(payload ? { payload } : { headers: { 'content-type': 'application/json' } }),
        remoteAddress: freshAddress(),
      }),
  };
}
