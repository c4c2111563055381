import { DEDUPED_PATH_PARTS } from '@shop/contracts/paths';

/**
 * The only place the web app calls fetch (SPEC §7): cookies always sent, JSON bodies, any non-OK
 * answer becomes an ApiError '{status}: {body}', and identical in-flight non-GET requests to
 * payment and order paths share one request so a double click never pays or orders twice.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The `message` of a JSON error body when there is one, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: fall through to the raw body
    }
    return this.body;
  }
}

const inFlight = new Map<string, Promise<Response>>();

export function isDedupedRequest(method: string, url: string): boolean {
  return method.toUpperCase() !== 'GET' && DEDUPED_PATH_PARTS.some((path) => url.includes(path));
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/**
 * Sends a request and throws ApiError unless the answer is OK. The Response is returned unread.
 * `data` is sent as JSON, or as multipart form data when it is a FormData (the browser sets its boundary).
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = data instanceof FormData;
  const send = async () => {
    const response = await fetch(url, {
      method,
      headers: data === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
      credentials: 'include',
    });
    await throwIfNotOk(response);
    return response;
  };

  if (isForm || !isDedupedRequest(method, url)) return send();
  const key = `${method.toUpperCase()} ${url} ${data === undefined ? '' : JSON.stringify(data)}`;
  const pending = inFlight.get(key);
  // Each caller reads its own clone: a body can be read only once.
  if (pending) return (await pending).clone();
  const request = send().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return (await request).clone();
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Sends multipart form data (the browser sets its boundary) and answers the JSON body. */
export async function apiForm<T>(method: string, url: string, form: FormData): Promise<T> {
  const response = await fetch(url, { method, body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
