import { receivePayPalWebhook } from '@shop/contracts';
import { BadRequest, registerEndpoint } from '@shop/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebhookService } from './webhooks.service.js';

/**
 * PayPal's notifications. Signatures are over the body exactly as sent, so this
 * plugin's JSON parser (encapsulated: other routes keep theirs) keeps the raw text beside the
 * parsed value.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookService }> = async (app, { webhooks }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // Fastify's own (prototype-poisoning-safe) JSON parsing, after the raw text is kept.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    void parseJson(request, text, (error, value) => {
      if (error) done(new BadRequest(`The request body is not valid JSON: ${error.message}`), undefined);
      else done(null, value);
    });
  });

  registerEndpoint(app, receivePayPalWebhook, async (request) =>
    webhooks.receive(request.headers, rawBodies.get(request) ?? '', request.body),
  );
};
