import { ApiError } from './api-client';

export interface FormRequest {
  method: 'POST' | 'PUT';
  path: string;
  form: FormData;
  headers?: Record<string, string>;
  /** 0-100 as the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal | undefined;
  /** What a lost connection rejects with: whether the server acted on it is unknown. */
  connectionError: () => Error;
}

/**
 * A multipart request whose progress is shown (uploads). XMLHttpRequest rather than fetch because
 * only it reports the bytes sent; a refusal is the same ApiError as every other call, and the
 * answer is the parsed JSON body for the caller's schema.
 */
export function sendForm({
  method,
  path,
  form,
  headers,
  onProgress,
  signal,
  connectionError,
}: FormRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(connectionError()));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
