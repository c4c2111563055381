import { request } from 'node:http';

export interface CurlAnswer {
  status: number;
  text: string;
  json: unknown;
  /** Whether the server said `100 Continue` before its answer. */
  continued: boolean;
}

export interface CurlRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent with its Content-Length. */
  body?: Buffer;
  /** Sent in chunks without a length (Transfer-Encoding: chunked), as `curl -H 'Transfer-Encoding: chunked'`. */
  chunked?: Buffer;
  timeoutMs?: number;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * A request as curl sends one past 1 MiB: the headers with `Expect: 100-continue`, and the body
 * only once the server says `100 Continue` (never, when it answers first). fetch and inject()
 * send no Expect header; this goes over a real socket.
 */
export function sendExpectingContinue(url: string, options: CurlRequest): Promise<CurlAnswer> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers, expect: '100-continue' };
  if (options.body) headers['content-length'] = String(options.body.length);
  return new Promise((resolve, reject) => {
    let continued = false;
    let answered = false;
    const req = request({
      host: target.hostname,
      port: target.port,
      method: options.method ?? 'POST',
      path: `${target.pathname}${target.search}`,
      headers,
    });
    req.on('continue', () => {
      continued = true;
      if (options.body) return void req.end(options.body);
      const chunked = options.chunked ?? Buffer.alloc(0);
      for (let at = 0; at < chunked.length; at += CHUNK_BYTES) req.write(chunked.subarray(at, at + CHUNK_BYTES));
      req.end();
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, text, json, continued });
      };
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      // The server may close right after a refusal; what was read of the answer is the answer.
      res.on('error', done);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const timeoutMs = options.timeoutMs ?? 30_000;
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${url} hung: no answer within ${timeoutMs} ms`)));
    req.flushHeaders();
  });
}
