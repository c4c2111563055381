import type { FastifyInstance } from 'fastify';

/**
 * @fastify/compress compresses every streamed answer of a compressible type, whatever its size:
 * its size threshold applies only to answers the gateway holds whole, and a proxied answer is a
 * stream. So each small JSON answer of a service (an order, a capture, a quote: a few hundred
 * bytes) got a brotli encoder, a peek stream and chunked encoding, which cost more CPU than the
 * proxying itself and made it larger. An answer whose length the service states and which is
 * below `thresholdBytes` is sent as it is. Registered before the compress plugin, whose hook runs
 * after this one (it reads the request's `x-no-compression`, its one way to be told).
 */
export function sendSmallAnswersUncompressed(app: FastifyInstance, thresholdBytes: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const length = Number(reply.getHeader('content-length'));
    if (Number.isFinite(length) && length < thresholdBytes) request.headers['x-no-compression'] = '1';
    return payload;
  });
}
