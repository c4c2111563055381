import { defineEndpoint, errorAnswer, PUBLIC_ENDPOINTS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswer } from './check-answer.js';
import { matchEndpoint } from './match-endpoint.js';

const getThing = defineEndpoint({
  operationId: 'getThing',
  method: 'GET',
  path: '/api/things/:id',
  upstream: 'catalog',
  access: 'public',
  summary: 'A thing',
  params: z.object({ id: z.string() }),
  responses: {
    200: { description: 'The thing', schema: z.object({ id: z.string(), price_cents: z.number().int() }) },
    404: { ...errorAnswer('Unknown thing'), contentTypes: ['text/html'] },
  },
});

const downloadThing = defineEndpoint({
  operationId: 'downloadThing',
  method: 'GET',
  path: '/api/things/:id/file',
  upstream: 'catalog',
  access: 'public',
  summary: 'Its file',
  responses: { 200: { description: 'The file', contentTypes: ['image/png'] } },
});

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('checkAnswer', () => {
  it('accepts an answer as declared, and the error answers every endpoint of its kind may give', () => {
    expect(checkAnswer(getThing, json(200, { id: 'a', price_cents: 100 }))).toEqual([]);
    expect(checkAnswer(getThing, json(404, { error: 'not_found', message: 'No such thing' }))).toEqual([]);
    expect(checkAnswer(getThing, json(400, { error: 'validation', message: 'id' }))).toEqual([]);
    expect(checkAnswer(downloadThing, { status: 200, contentType: 'image/png', body: 'PNG' })).toEqual([]);
  });

  it('accepts the other content type a status declares beside its JSON body', () => {
    expect(checkAnswer(getThing, { status: 404, contentType: 'text/html; charset=utf-8', body: '<p>' })).toEqual([]);
    expect(checkAnswer(getThing, { status: 200, contentType: 'text/html', body: '<p>' })).toEqual([
      'content type text/html, declared application/json',
    ]);
  });

  it('names a status the declaration does not list', () => {
    expect(checkAnswer(getThing, json(409, { error: 'conflict', message: 'x' }))).toEqual([
      'status 409 is not declared (declared: 200, 400, 404, 503)',
    ]);
  });

  it('names a field the schema does not allow, and one it requires that is missing', () => {
    const extra = checkAnswer(getThing, json(200, { id: 'a', price_cents: 100, subtotal: 100 }));
    expect(extra.join('\n')).toContain('additionalProperty":"subtotal"');
    const missing = checkAnswer(getThing, json(200, { id: 'a' }));
    expect(missing.join('\n')).toContain('price_cents');
  });

  it('names a value zod refuses', () => {
    expect(checkAnswer(getThing, json(200, { id: 'a', price_cents: 1.5 })).join('\n')).toContain('price_cents');
  });

  it('names a content type other than the declared one', () => {
    expect(checkAnswer(getThing, { status: 200, contentType: 'text/plain', body: '{}' })).toEqual([
      'content type text/plain, declared application/json',
    ]);
    expect(checkAnswer(downloadThing, { status: 200, contentType: 'application/octet-stream', body: 'PNG' })).toEqual([
      'content type application/octet-stream, declared image/png',
    ]);
  });
});

describe('matchEndpoint', () => {
  it('finds the declaration of a path with parameters and a query', () => {
    expect(matchEndpoint([getThing, downloadThing], 'GET', '/api/things/a%20b/file?x=1')).toBe(downloadThing);
    expect(matchEndpoint([getThing, downloadThing], 'GET', '/api/things/a')).toBe(getThing);
    expect(matchEndpoint([getThing, downloadThing], 'POST', '/api/things/a')).toBeUndefined();
  });

  it('prefers a literal segment to a parameter, as the router does', () => {
    expect(matchEndpoint(PUBLIC_ENDPOINTS, 'GET', '/api/artworks/by-short-id/abc')?.path).toBe(
      '/api/artworks/by-short-id/:shortId',
    );
  });
});
