import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { notePassedBytes } from '@shop/platform';

/**
 * A request's body as a web stream of the very buffers the socket gave. The tus server reads a
 * part through a web stream (srvx's `NodeRequest.body`, Node's `Readable.toWeb`), and Node's
 * adapter copies every chunk into a new array "to detach it from the pool": for a 200 MB
 * original, 200 MB more to allocate, copy and collect, about a fifth of the catalog's CPU per
 * upload (docs/scaling.md, "Large originals"). A socket's chunks are never pooled, so this stream
 * hands them on as they are. Otherwise it behaves as Node's adapter does: it pauses the request
 * while its queue is full, ends with the request, fails with its error or a premature close, and
 * destroys the request when its reader cancels.
 */
export function uncopiedBody(request: IncomingMessage): ReadableStream<Uint8Array> {
  let isSettled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        request.resume();
      },
      cancel(reason) {
        isSettled = true;
        request.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: request.readableHighWaterMark }),
  );
  finished(request, { writable: false }, (error) => {
    if (isSettled) return;
    isSettled = true;
    if (error) controller.error(error);
    else controller.close();
  });
  request.pause();
  request.on('data', (chunk: Buffer) => {
    if (isSettled) return;
    notePassedBytes(chunk.length);
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) request.pause();
  });
  return stream;
}
