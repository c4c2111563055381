import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

type LogControllerOptions = NonNullable<ConstructorParameters<typeof LogController>[0]>;

/**
 * One log line per request instead of Fastify's two. Fastify writes `incoming request`
 * when a request arrives and `request completed` when it is answered; at `info` that is two JSON
 * lines per request in every service it reaches, and writing them (with redaction) was a tenth of
 * the gateway's and the catalog's CPU in a checkout rush. This writes only `request completed`,
 * carrying what both said: the request (method, url, host, remote address), the status, the
 * response time and, as on every request line, `reqId`. A failed answer is still `request errored`
 * at `error`, and Fastify's other lines (stream errors, serializer failures) are unchanged; a
 * route's `logLevel` (`warn` on /healthz, /readyz, /metrics) still silences its line.
 */
const quietRequests = new WeakSet<FastifyRequest>();

/**
 * Answers that are counted by metrics and carry nothing an operator follows a request by (the
 * gateway's public cache hits: thousands a second at the list's rate) write no completion line.
 * Measured in a checkout rush with the list paced beside it: one line per cached list answer was
 * 216-283 lines per checkout against 21-38 without the list. A failure is still logged.
 */
export function answerWithoutLogLine(request: FastifyRequest): void {
  quietRequests.add(request);
}

/** An answer this slow is said at `info` even behind the gateway: an operator looks for it. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Behind the gateway (`answeredLevel: 'debug'`), a request answered below 400 in under
 * `SLOW_REQUEST_MS` is logged at `debug`: the gateway's `info` line (same `reqId`) already records
 * it, and writing the same request twice was a third of a checkout's log lines (six of seventeen)
 * in a rush. Failures, slow answers and every line at `LOG_LEVEL=debug` are as before; calls
 * between services follow the same rule (their caller logs what it made of a failure).
 */
export type AnsweredLevel = 'info' | 'debug';

export class OneLineRequestLog extends LogController {
  readonly #answeredLevel: AnsweredLevel;

  constructor(options: LogControllerOptions & { answeredLevel?: AnsweredLevel }) {
    const { answeredLevel = 'info', ...controllerOptions } = options;
    super(controllerOptions);
    this.#answeredLevel = answeredLevel;
  }

  override incomingRequest(): void {
    // Said by the completion line.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request) || quietRequests.has(request)) return;
    const responseTime = reply.elapsedTime;
    const isPlain = reply.statusCode < 400 && responseTime < SLOW_REQUEST_MS;
    const level = isPlain ? this.#answeredLevel : 'info';
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
