import type { ErrorResponse } from '@cms/contract';
import { ApiError, ApiTimeoutError, notifyUnauthorized, parseJson, REQUEST_TIMEOUT_MS } from './api-client';
import { getToken } from './session';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * A multipart upload that reports its progress. fetch cannot tell how much of a request body has
 * been sent, so this one call uses XMLHttpRequest; otherwise it behaves like `apiRequest`: bearer
 * token from the stored session, the same timeout, `ApiError` ('HTTP error! status: {code}') for a
 * non-success answer, and a 401 goes through the app's /session-expired handler.
 */
export function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      const errorBody = data !== null && typeof data === 'object' ? (data as Partial<ErrorResponse>) : null;
      reject(new ApiError(xhr.status, errorBody));
    });
    // The same error fetch gives for a network failure.
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiTimeoutError(timeoutMs));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });

    xhr.send(body);
  });
}
