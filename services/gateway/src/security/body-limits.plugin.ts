import { Readable } from 'node:stream';
import { isStreamedUploadType, PayloadTooLarge, Unauthorized } from '@shop/platform';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

const TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Multipart forms and resumable uploads' parts (platform's streamed-upload.ts). */
const isMultipart = (headers: IncomingHttpHeaders) => isStreamedUploadType(headers['content-type']);

/**
 * A body the gateway refuses by its declared length: past the services' JSON limit. Uploads
 * (multipart) have their own limits in the service that reads them, which answers 413 itself
 * after reading the rest (see catalog's app.ts), so they are left to it.
 */
export function isOversizedBody(headers: IncomingHttpHeaders, bodyLimitBytes: number): boolean {
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > bodyLimitBytes && !isMultipart(headers);
}

/** Requests whose `100 Continue` Node left to the gateway (HTTP/1.1 with `Expect: 100-continue`). */
const awaitingContinue = new WeakSet<IncomingMessage>();

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A body read whole, within the limit, as Fastify reads the bodies it parses: past the limit the
 * rest is read and dropped and the request refused, before anything goes upstream. A body that
 * stops arriving fails here with the platform's 408 (its time limits).
 */
async function readWithinLimit(payload: Readable, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let receivedBytes = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', reject);
    };
    const onData = (chunk: Buffer) => {
      receivedBytes += chunk.length;
      if (receivedBytes <= limitBytes) return void chunks.push(chunk);
      stop();
      payload.resume();
      reject(new PayloadTooLarge(TOO_LARGE_MESSAGE));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, receivedBytes));
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', reject);
  });
}

/**
 * Request bodies as API clients send them. The gateway holds the services' JSON limit
 * itself, by declared length before a byte goes upstream, and by reading the body (at most that
 * limit, as Fastify would) and passing it on with its length.
 *
 * Every body but an upload is read whole before the service is asked, so a client
 * that sends its body slowly holds no connection to a service: only a body that has arrived is
 * passed on, and one that stops arriving is answered 408 by the gateway without the service ever
 * hearing of it. Uploads (multipart, up to 30 MB) stream, and only the curator's: every
 * multipart endpoint is the curator's, so the public's is refused (401) before its body is read.
 *
 * `Expect: 100-continue` (curl past 1 MiB): Node would answer `100 Continue` as soon as the
 * headers arrive; the gateway takes that over, so the session, origin, rate-limit and size checks
 * answer first and the client sends its body only when it will be read. Expect itself is never
 * passed on (the proxy's HTTP client refuses it).
 */
export function registerBodyLimits(app: FastifyInstance, options: { bodyLimitBytes: number }): void {
  app.server.on('checkContinue', (request, response) => {
    awaitingContinue.add(request);
    app.server.emit('request', request, response);
  });
  // preParsing: after every onRequest check (the session sets request.role), before anything reads the body.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (isOversizedBody(request.headers, options.bodyLimitBytes)) {
      // The unread rest is discarded with the connection.
      reply.header('connection', 'close');
      throw new PayloadTooLarge(TOO_LARGE_MESSAGE);
    }
    if (isMultipart(request.headers) && request.role !== 'admin') {
      reply.header('connection', 'close');
      throw new Unauthorized('Sign in as the curator to upload.');
    }
    if (awaitingContinue.delete(request.raw)) reply.raw.writeContinue();
    if (!hasBody(request.headers) || isMultipart(request.headers)) return payload;
    const body = await readWithinLimit(payload, options.bodyLimitBytes);
    // What the proxy copies: the body now has a length, and is no longer chunked.
    request.raw.headers['content-length'] = String(body.length);
    delete request.raw.headers['transfer-encoding'];
    return Object.assign(Readable.from([body]), { receivedEncodedLength: body.length });
  });
}
