import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * A request whose path and body go on the wire exactly as given: fetch would normalise `..`
 * segments and refuse some bytes, and hostile clients do neither.
 */
export async function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    timeoutMs?: number;
  },
): Promise<RawAnswer> {
  const target = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 15_000;
  // Node frames a DELETE (or GET) body with neither content-length nor chunking, so the server
  // would read it as the start of a second, malformed request; say its length, as clients do.
  const headers =
    options.body === undefined || hasHeader(options.headers, 'content-length')
      ? options.headers
      : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers,
        insecureHTTPParser: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${options.method ?? 'GET'} ${options.path} hung: no answer within ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function hasHeader(headers: Record<string, string> | undefined, name: string): boolean {
  return Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name);
}

/**
 * A body the server should refuse by its content-length alone. Writing it straight away races the
 * refusal: the server answers 413 and closes, the client is still writing, the server's kernel
 * resets the connection and the client can lose the answer it had not read yet (`write EPIPE`).
 * So the headers go first and the body only if no answer came within `bodyDelayMs`: a server that
 * refuses by length has answered by then, and one that reads the body still gets all of it.
 */
export async function sendHeadersFirst(
  url: string,
  options: { method: string; headers: Record<string, string>; body: string | Buffer; bodyDelayMs?: number },
): Promise<RawAnswer> {
  const target = new URL(url);
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method,
        path: `${target.pathname}${target.search}`,
        headers: { ...options.headers, 'content-length': String(body.length) },
      },
      (res) => {
        answered = true;
        clearTimeout(bodyTimer);
        const chunks: Buffer[] = [];
        const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', done);
        // The server closes right after its answer; what was read of it is the answer.
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${options.method} ${url} hung: no answer within 30 s`)));
    req.on('error', (error) => {
      // Cut after the answer arrived (the server closed its side): the answer stands.
      if (!answered) reject(error);
    });
    req.flushHeaders();
    const bodyTimer = setTimeout(() => {
      if (!answered) req.end(body);
    }, options.bodyDelayMs ?? 5_000);
  });
}
