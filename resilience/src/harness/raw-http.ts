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
