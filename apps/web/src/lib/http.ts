import axios, { AxiosError, type AxiosRequestConfig, type Method } from 'axios';
import { Codes, GENERIC_ERROR_MESSAGE, type Envelope } from '@yzy/shared/contracts';
import { ApiError, NetworkError, type HttpFailure } from './api-error';
import { cached, cacheKeyOf } from './http-cache';
import { beginLoading, endLoading } from './loading';
import { getToken } from './token';

export { ApiError, NetworkError } from './api-error';

/** Per-call options of spec §7 on top of axios. */
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
export function request<T>(method: Method, url: string, config: Pick<AxiosRequestConfig, 'params' | 'data'>, options: RequestOptions = {}): Promise<T> {
  const send = () => sendOnce<T>(method, url, config, options);
  if (options.cache && method === 'GET') {
    return cached(cacheKeyOf(url, config.params as Record<string, unknown> | undefined), send);
  }
  return send();
}

async function sendOnce<T>(method: Method, url: string, config: Pick<AxiosRequestConfig, 'params' | 'data'>, options: RequestOptions): Promise<T> {
  const counted = options.loading !== false;
  if (counted) {
    beginLoading();
  }
  try {
    const response = await httpClient.request<unknown>({ method, url, ...config, signal: options.signal });
    return unwrap<T>(response.data);
  } catch (error) {
    if (axios.isCancel(error) || (error instanceof AxiosError && error.code === AxiosError.ERR_CANCELED)) {
      // Cancelled requests are ignored (spec §8): no toast, the caller sees the cancellation.
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

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).status === 'number' && 'msg' in value;
}

function unwrap<T>(body: unknown): T {
  if (!isEnvelope(body)) {
    throw new ApiError(Codes.internal, GENERIC_ERROR_MESSAGE);
  }
  if (body.status !== Codes.ok) {
    throw new ApiError(body.status, body.msg || GENERIC_ERROR_MESSAGE, body.data ?? null);
  }
  return body.data as T;
}

/** The server mirrors codes in the HTTP status (401, 403…), so error responses still carry the envelope. */
function toFailure(error: unknown): HttpFailure {
  if (error instanceof ApiError) {
    return error;
  }
  if (error instanceof AxiosError) {
    if (error.response) {
      const body = error.response.data;
      return isEnvelope(body) ? new ApiError(body.status, body.msg || GENERIC_ERROR_MESSAGE, body.data ?? null) : new ApiError(Codes.internal, GENERIC_ERROR_MESSAGE);
    }
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return new NetworkError(timedOut ? 'timeout' : 'network');
  }
  return new NetworkError('network');
}

function isSilenced(silent: RequestOptions['silent'], failure: HttpFailure): boolean {
  if (Array.isArray(silent)) {
    return failure instanceof ApiError && silent.includes(failure.status);
  }
  return silent === true;
}
