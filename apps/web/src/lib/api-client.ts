import type { ErrorResponse } from '@cms/contract';
import { authEndpoints } from './endpoints';
import { getToken } from './session';

/** Request timeout (docs/product/console.md §9): 15000 ms in production, 10000 ms in development. */
export const REQUEST_TIMEOUT_MS = import.meta.env.PROD ? 15_000 : 10_000;

export const SESSION_EXPIRED_PATH = '/session-expired';

/** A non-success HTTP answer. `body` is the server's JSON error, when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorResponse> | null;

  constructor(status: number, body: Partial<ErrorResponse> | null) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own `message` (validation text, 'News not found', ...), if any. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' && this.body.message ? this.body.message : undefined;
  }
}

/** The request took longer than the timeout and was aborted. */
export class ApiTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart (avatar upload). */
  body?: unknown;
  /** Query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Send the session's bearer token (default true; false for public calls). */
  auth?: boolean;
  /** Go to /session-expired on a 401 (default true; sign-in never does). */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

let onUnauthorized: () => void = () => {
  if (window.location.pathname !== SESSION_EXPIRED_PATH) window.location.assign(SESSION_EXPIRED_PATH);
};

/** The app registers its router's navigate here, so a 401 is a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Runs the registered 401 handler; for calls that cannot go through fetch (lib/upload.ts). */
export function notifyUnauthorized(): void {
  onUnauthorized();
}

/** Fills `:name` segments of a contract path: buildPath(usersPaths.user, { id: 3 }). */
export function buildPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** A response body as JSON, or undefined when it is empty or not JSON (a proxy's HTML error page). */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one way the console talks to the server (docs/design.md §6): same origin, JSON, bearer token from
 * the stored session, a timeout, `HTTP error! status: {code}` for any non-success status, and a
 * 401 on any call but sign-in leads to /session-expired.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, signal, headers: extraHeaders } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const isSignin = path === authEndpoints.signin;

  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (auth && !isSignin) {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const data = parseJson(await response.text());

    if (!response.ok) {
      if (response.status === 401 && !isSignin && options.redirectOn401 !== false) onUnauthorized();
      const errorBody = data !== null && typeof data === 'object' ? (data as Partial<ErrorResponse>) : null;
      throw new ApiError(response.status, errorBody);
    }
    return data as T;
  } catch (error) {
    if (timedOut) throw new ApiTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = void>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};

/** What to tell the user about a failed call: the server's message, else the error's own. */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
