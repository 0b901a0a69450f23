import axios, { AxiosError, type AxiosRequestConfig, type Method } from 'axios';
import type { HttpFailure } from './api-error';
import { isSilenced, toFailure, unwrap } from './envelope';
import { cached, cacheKeyOf } from './http-cache';
import { beginLoading, endLoading } from './loading';
import { getToken } from './token';

export { ApiError } from './api-error';

/** Per-call options on top of axios (docs/product-behaviour.md, Calls). */
export interface RequestOptions {
  /** No error toast: true for every code, or only for the listed business codes. */
  silent?: boolean | readonly number[];
  /** Count the call towards the global 加载中... overlay (default on; off for dictionary-type calls). */
  loading?: boolean;
  /** GET only: keep the answer in memory for 3,000,000 ms, keyed by url + params. */
  cache?: boolean;
  signal?: AbortSignal;
}

export type Params = Record<string, string | number | boolean | undefined | null>;

/** Receives every failure except cancellations; the UI reactions live in lib/http-effects.ts. */
export type HttpFailureHandler = (error: HttpFailure, silenced: boolean) => void;

/** The one axios client: same origin, 10 s timeout, raw token in Authorization. */
export const httpClient = axios.create({ baseURL: '', timeout: 10_000 });

httpClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token) {
    config.headers.set('Authorization', token);
  }
  return config;
});

let failureHandler: HttpFailureHandler | null = null;

export function setHttpFailureHandler(handler: HttpFailureHandler | null): void {
  failureHandler = handler;
}

export function get<T>(url: string, params?: Params, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url, { params }, options);
}

export function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', url, { data: body }, options);
}

export function put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', url, { data: body }, options);
}

/** Sends a call and unwraps the envelope: status 200 resolves with `data`, anything else rejects with ApiError. */
export function request<T>(
  method: Method,
  url: string,
  config: Pick<AxiosRequestConfig, 'params' | 'data'>,
  options: RequestOptions = {},
): Promise<T> {
  const send = () => sendOnce<T>(method, url, config, options);
  if (options.cache && method === 'GET') {
    return cached(cacheKeyOf(url, config.params as Record<string, unknown> | undefined), send);
  }
  return send();
}

async function sendOnce<T>(
  method: Method,
  url: string,
  config: Pick<AxiosRequestConfig, 'params' | 'data'>,
  options: RequestOptions,
): Promise<T> {
  const counted = options.loading !== false;
  if (counted) {
    beginLoading();
  }
  try {
    const response = await httpClient.request<unknown>({ method, url, ...config, signal: options.signal });
    return unwrap<T>(response.data);
  } catch (error) {
    if (axios.isCancel(error) || (error instanceof AxiosError && error.code === AxiosError.ERR_CANCELED)) {
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
