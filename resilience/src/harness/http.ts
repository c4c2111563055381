export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Uint8Array;
  /** A request that gets no answer within this time is a hang, which the tests treat as a failure. */
  timeoutMs?: number;
}

/** One HTTP call whose answer is read whole; a hang rejects with a message saying so. */
export async function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new Error(`${options.method ?? 'GET'} ${url} hung: no answer within ${timeoutMs} ms`);
    }
    throw error;
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export const jsonBody = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** The `error` code of a `{error, message}` answer, if it is one. */
export function errorCode(answer: Answer): string | undefined {
  const body = answer.json;
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;
}
