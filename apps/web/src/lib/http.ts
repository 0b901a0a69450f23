import type { HttpFailure } from './api-error';
import { isSilenced, toFailure, unwrap } from './envelope';
import { cached, cacheKeyOf } from './http-cache';
import { createHttpClient, RequestCancelled, type HttpMethod, type Params } from './http-client';
import { beginLoading, endLoading } from './loading';
import { getToken } from './token';

export { ApiError } from './api-error';

/** Per-call options (docs/product-behaviour.md, Calls). */
export interface RequestOptions {
  /** No error toast: true for every code, or only for the listed business codes. */
  silent?: boolean | readonly number[];
  /** Count the call towards the global 加载中... overlay (default on; off for dictionary-type calls). */
  loading?: boolean;
  /** GET only: keep the answer in memory for 3,000,000 ms, keyed by url + params. */
  cache?: boolean;
  signal?: AbortSignal;
}

export type { Params };

/** Receives every failure except cancellations; the UI reactions live in lib/http-effects.ts. */
export type HttpFailureHandler = (error: HttpFailure, silenced: boolean) => void;

/** The member's one client: same origin, 10 s timeout, raw token in Authorization. */
export const httpClient = createHttpClient({
  baseURL: '',
  timeout: 10_000,
  headers: (): Record<string, string> => {
    const token = getToken();
    return token ? { Authorization: token } : {};
  },
});

let failureHandler: HttpFailureHandler | null = null;

export function setHttpFailureHandler(handler: HttpFailureHandler | null): void {
  failureHandler = handler;
}

export function get<T>(url: string, params?: Params, options?: RequestOptions): Promise<T> {
  return request<T>('get', url, { params }, options);
}

export function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('post', url, { body }, options);
}

export function put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('put', url, { body }, options);
}

/** Sends a call and unwraps the envelope: status 200 resolves with `data`, anything else rejects with ApiError. */
export function request<T>(
  method: HttpMethod,
  url: string,
  content: { params?: Params; body?: unknown },
  options: RequestOptions = {},
): Promise<T> {
  const send = () => sendOnce<T>(method, url, content, options);
  if (options.cache && method === 'get') {
    return cached(cacheKeyOf(url, content.params), send);
  }
  return send();
}

async function sendOnce<T>(
  method: HttpMethod,
  url: string,
  content: { params?: Params; body?: unknown },
  options: RequestOptions,
): Promise<T> {
  const counted = options.loading !== false;
  if (counted) {
    beginLoading();
  }
  try {
    const answer = await httpClient.send({ method, url, ...content, signal: options.signal });
    return unwrap<T>(answer.data);
  } catch (error) {
    if (error instanceof RequestCancelled) {
      // Cancelled requests are ignored: no toast, the caller sees the cancellation.
      throw error;
    }
    const failure = toFailure(error);
    failureHandler?.(failure, isSilenced(options.silent, failure));
    throw failure;
  } finally {
    if (counted) {
      endLoading();
    }
  }
}
