import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DecoratorHandler, type Dispatcher } from 'undici';

/**
 * Bytes a process passes on (an upload's parts, a download's body) between two collections of
 * V8's young generation.
 *
 * Node gives every socket read a buffer of its own (up to 64 KiB), outside V8's heap. Once passed
 * on, each is garbage with a JavaScript handle of about a hundred bytes, too little for the young
 * generation to fill and be collected (which would free the buffers for next to nothing). V8 counts
 * them as external memory instead and answers it by marking the whole heap: with a service's
 * 60-80 MB of code and schemas, most of what receiving a 200 MB original cost. Collecting the
 * young generation every `COLLECT_EVERY_BYTES` frees those buffers first, for about half a
 * millisecond each time. Measured over three runs each of bench/http/upload-large.mjs
 * (docs/scaling.md, "Large originals"): every 2 or 4 MiB, the catalog made 8-12 full collections
 * where it made 55 without, and its CPU per 200 MB upload was the lowest; every 8 or 16 MiB it
 * still made 48-57.
 */
export const COLLECT_EVERY_BYTES = 4 * 1024 * 1024;

type Collect = (options: { type: 'minor' }) => void;

/**
 * V8's `gc()`, without starting Node with --expose-gc: the flag set now applies to contexts made
 * after it, so a new context gets the function and the process's own global stays as it was.
 */
function youngCollector(): Collect | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as unknown;
    return typeof collect === 'function' ? (collect as Collect) : undefined;
  } catch {
    return undefined;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * A counter of passed bytes that calls `collect` once every `everyBytes`; the process's own is
 * notePassedBytes.
 */
export function passedBytesCounter(collect: () => void, everyBytes = COLLECT_EVERY_BYTES): (bytes: number) => void {
  let passedBytes = 0;
  return (bytes) => {
    passedBytes += bytes;
    if (passedBytes < everyBytes) return;
    passedBytes = 0;
    collect();
  };
}

let collectYoung: Collect | undefined | null = null;

/** Counts `bytes` read from a socket and passed on; each COLLECT_EVERY_BYTES, the young generation is collected. */
export const notePassedBytes = passedBytesCounter(() => {
  if (collectYoung === null) collectYoung = youngCollector();
  collectYoung?.({ type: 'minor' });
});

/**
 * undici's DecoratorHandler passes every call on to the handler it wraps (an old-style one too);
 * its typings name none of its methods.
 */
interface ForwardingHandler {
  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void;
}
const Decorator = DecoratorHandler as unknown as new (handler: Dispatcher.DispatchHandler) => ForwardingHandler;

/** A handler that counts each chunk of a response body it passes on (see notePassedBytes). */
class PassedBytesHandler extends Decorator {
  override onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    notePassedBytes(chunk.length);
    super.onResponseData(controller, chunk);
  }
}

/**
 * For an undici dispatcher's `compose`: the bodies of its answers are counted as passed bytes, for
 * a process that streams them on (a download through the gateway, a stored file read by orders).
 */
export const countPassedBytes: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) =>
  dispatch(options, new PassedBytesHandler(handler));
