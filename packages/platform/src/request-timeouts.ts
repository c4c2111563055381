import { STATUS_CODES, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { ERROR_CODES, type ErrorCode } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RequestTimeout } from './errors.js';
import { notePassedBytes } from './passed-buffers.js';
import { isStreamedUploadType } from './streamed-upload.js';

/**
 * How long a client may take to send a request, so that no connection is held
 * hostage by one that sends a byte now and then. Every server (the gateway and each service)
 * applies them through `createServer`.
 */
export interface RequestTimeouts {
  /** The request line and headers, from the connection's first byte (Node's `headersTimeout`). */
  headersMs: number;
  /** The longest silence inside a body that is not an upload (JSON, forms). */
  bodyIdleMs: number;
  /** A whole body that is not an upload, from the end of its headers. */
  bodyMs: number;
  /** The longest silence inside an upload (a multipart body): an upload has no shorter total limit. */
  uploadIdleMs: number;
  /** The whole request, first byte to last, uploads included (Node's `requestTimeout`). */
  requestMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: Readonly<RequestTimeouts> = {
  headersMs: 10_000,
  bodyIdleMs: 10_000,
  bodyMs: 30_000,
  uploadIdleMs: 30_000,
  // A 200 MB original in one request at about 1 Mbit/s; resumable uploads send it in parts.
  requestMs: 30 * 60_000,
};

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The variables every service reads (part of `baseEnvShape`); docs/operations.md lists them. */
export const requestTimeoutsEnvShape = {
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUTS.headersMs),
  BODY_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUTS.bodyIdleMs),
  BODY_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUTS.bodyMs),
  UPLOAD_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUTS.uploadIdleMs),
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUTS.requestMs),
};

export type RequestTimeoutSettings = { [K in keyof typeof requestTimeoutsEnvShape]: number };

/** A service's configuration as the server takes it; an unset value keeps its default. */
export function requestTimeoutsOf(config: Partial<RequestTimeoutSettings>): RequestTimeouts {
  return {
    headersMs: config.HEADERS_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUTS.headersMs,
    bodyIdleMs: config.BODY_IDLE_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUTS.bodyIdleMs,
    bodyMs: config.BODY_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUTS.bodyMs,
    uploadIdleMs: config.UPLOAD_IDLE_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUTS.uploadIdleMs,
    requestMs: config.REQUEST_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUTS.requestMs,
  };
}

/** The whole request's limit holds every other one: a larger part could never be reached. */
export function checkRequestTimeouts(timeouts: RequestTimeouts): void {
  const parts: [string, number][] = [
    ['HEADERS_TIMEOUT_MS', timeouts.headersMs],
    ['BODY_TIMEOUT_MS', timeouts.bodyMs],
    ['BODY_IDLE_TIMEOUT_MS', timeouts.bodyIdleMs],
    ['UPLOAD_IDLE_TIMEOUT_MS', timeouts.uploadIdleMs],
  ];
  for (const [name, value] of parts) {
    if (value > timeouts.requestMs) {
      throw new Error(
        `Invalid configuration: ${name} (${value}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs})`,
      );
    }
  }
}

/**
 * Node's own limits, for `http.createServer`. Node checks them every `connectionsCheckingInterval`
 * (30 s by default), so a client sending its headers a byte at a time would be cut up to 30 s
 * late; checked every quarter of the headers' limit (at most every second) it is cut on time.
 */
export function nodeServerTimeouts(timeouts: RequestTimeouts) {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
  };
}

interface ClientErrorAnswer {
  status: number;
  error: ErrorCode;
  message: string;
}

function clientErrorAnswer(code: unknown): ClientErrorAnswer {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, error: ERROR_CODES.requestTimeout, message: new RequestTimeout().message };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, error: ERROR_CODES.headersTooLarge, message: 'The request headers are too large.' };
  }
  return { status: 400, error: ERROR_CODES.badRequest, message: 'The request cannot be read.' };
}

/**
 * Fastify's `clientErrorHandler`: what Node found wrong before any route saw the request (its
 * headers or the whole request past their time limit, headers too large, a request that is not
 * HTTP) answered as `{error, message}`, as every other error. As Node itself does, the answer is
 * written only when no answer has begun on the connection; the connection is closed either way.
 */
export function answerClientError(error: Error & { code?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node's own test (lib/_http_server.js, socketOnError): the answer under way, if any.
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const answer = clientErrorAnswer(error.code);
    const body = JSON.stringify({ error: answer.error, message: answer.message });
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

const isUpload = (headers: IncomingHttpHeaders) => isStreamedUploadType(headers['content-type']);

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);

const ignore = () => undefined;

/**
 * The body's own limits, from the end of its headers: an idle limit (no byte for `bodyIdleMs`, or
 * `uploadIdleMs` for an upload) and, unless it is an upload, a total one (`bodyMs`). An upload
 * may take as long as it keeps arriving, within the whole request's limit.
 *
 * A body still arriving is handed on through a stream that watches it. Past a limit, whoever
 * reads that stream (Fastify's parsers, the gateway's body reader or its proxy) fails with a 408
 * `RequestTimeout` and answers it; when nobody does (a multipart parser reads the raw request,
 * a GET's body is never read), the 408 is answered here. The connection is closed after the
 * answer: the rest of the body is never read.
 */
export function registerBodyTimeouts(app: FastifyInstance, timeouts: RequestTimeouts): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | null;
    if (raw.complete || !socket || !hasBody(request.headers)) return payload;
    const upload = isUpload(request.headers);
    const idleMs = upload ? timeouts.uploadIdleMs : timeouts.bodyIdleMs;
    let bytesSeen = socket.bytesRead;

    // The body is taken from `payload` only once something reads this stream: a multipart parser
    // reads the raw request itself, and a second reader would take its bytes (or, unread, stop them).
    let isRead = false;
    const watched = new Readable({
      read() {
        if (isRead) return void payload.resume();
        isRead = true;
        payload.on('data', (chunk: Buffer) => {
          notePassedBytes(chunk.length);
          bytesSeen = socket.bytesRead;
          idle.refresh();
          if (!watched.push(chunk)) payload.pause();
        });
        payload.once('end', () => watched.push(null));
        // Flowing even if something paused it before it was handed on.
        payload.resume();
      },
    });
    // A failure reaches whoever reads the stream; unread, it must not be an uncaught error.
    watched.on('error', ignore);

    const idle = setTimeout(() => {
      // Bytes that came in without passing here (a parser reading the raw request) are progress.
      if (socket.bytesRead !== bytesSeen) {
        bytesSeen = socket.bytesRead;
        idle.refresh();
        return;
      }
      expire('idle', `No part of the request body arrived for ${seconds(idleMs)}.`);
    }, idleMs);
    const total = upload
      ? undefined
      : setTimeout(
          () => expire('total', `The request body did not arrive within ${seconds(timeouts.bodyMs)}.`),
          timeouts.bodyMs,
        );
    const settle = () => {
      clearTimeout(idle);
      clearTimeout(total);
    };
    raw.once('end', settle);
    raw.once('close', () => {
      settle();
      // The client went away mid-body: the reader fails as it would on the raw request.
      if (!raw.complete) watched.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    });
    payload.once('error', (error) => watched.destroy(error));

    function expire(limit: 'idle' | 'total', message: string) {
      settle();
      if (raw.complete || raw.destroyed) return;
      const error = new RequestTimeout(message);
      request.log.info({ limit, bytesRead: socket?.bytesRead, upload }, 'request body timed out');
      if (!reply.raw.headersSent) void reply.header('connection', 'close');
      if (isRead) {
        watched.destroy(error);
        return;
      }
      if (!reply.sent && !reply.raw.headersSent) {
        void reply.code(error.statusCode).send({ error: error.code, message: error.message });
        return;
      }
      // Answered already, and the client is still sending a body nobody reads. (inject()'s
      // stand-in socket has no destroy, and no client behind it to cut.)
      const cut = () => {
        if (typeof socket?.destroy === 'function') socket.destroy();
      };
      if (reply.raw.writableFinished) cut();
      else reply.raw.once('finish', cut);
    }

    return watched;
  });
}
