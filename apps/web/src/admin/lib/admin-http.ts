import type { HttpFailure } from '../../lib/api-error';
import { blobFailure, envelopeFailure, isSilenced, toFailure, unwrap } from '../../lib/envelope';
import { createHttpClient, isSuccess, type HttpAnswer, type HttpRequest, type Params } from '../../lib/http-client';
import { getAdminToken } from './admin-token';

/**
 * The operator console's own client. It is separate from lib/http.ts on purpose: the
 * operator token goes in Authorization instead of the member's, and a lost operator session must
 * lead to the console's login, never to the member 登录失效 flow that lib/http-effects.ts runs.
 * Envelope and error types are the shared ones (lib/api-error.ts).
 */
const PUBLIC_BASE = '/api/v1';

export const adminClient = createHttpClient({
  baseURL: '/api/admin/v1',
  timeout: 15_000,
  headers: ({ baseURL }): Record<string, string> => {
    const token = getAdminToken();
    // Public site calls (publicGet) go without it: the operator token means nothing to /api/v1.
    return token && baseURL !== PUBLIC_BASE ? { Authorization: token } : {};
  },
});

export interface AdminRequestOptions {
  /** No error toast: true for every code, or only for the listed business codes. */
  silent?: boolean | readonly number[];
  /** Longer than the default for uploads (a 10 MB file as base64). */
  timeout?: number;
}

export type AdminParams = Params;
export type AdminFailureHandler = (failure: HttpFailure, silenced: boolean) => void;

let failureHandler: AdminFailureHandler | null = null;

/** Installed by the console's shell (toasts, back to the login on 20001–20004). */
export function setAdminFailureHandler(handler: AdminFailureHandler | null): void {
  failureHandler = handler;
}

export function adminGet<T>(url: string, params?: AdminParams, options?: AdminRequestOptions): Promise<T> {
  return send<T>({ method: 'get', url, params: withoutEmpty(params) }, options);
}

export function adminPost<T>(url: string, body?: unknown, options?: AdminRequestOptions): Promise<T> {
  return send<T>({ method: 'post', url, body: body ?? {} }, options);
}

/** A public site call (reference data such as provinces), made without any token. */
export function publicGet<T>(url: string, params?: AdminParams): Promise<T> {
  return send<T>({ method: 'get', baseURL: PUBLIC_BASE, url, params });
}

/** A file answer (import templates): the bytes and the file name the server suggests. */
export async function adminGetFile(url: string, params: AdminParams): Promise<{ blob: Blob; fileName: string | null }> {
  let answer: HttpAnswer;
  try {
    answer = await adminClient.send({ method: 'get', url, params, responseType: 'blob' });
  } catch (error) {
    throw report(toFailure(error), {});
  }
  if (isSuccess(answer) && answer.data instanceof Blob) {
    return { blob: answer.data, fileName: fileNameOf(answer.headers.get('content-disposition') ?? '') };
  }
  // An error answer still arrives as a blob holding the JSON envelope.
  throw report(answer.data instanceof Blob ? await blobFailure(answer.data) : envelopeFailure(answer.data), {});
}

async function send<T>(request: HttpRequest, options: AdminRequestOptions = {}): Promise<T> {
  try {
    const answer = await adminClient.send({ ...request, timeout: options.timeout });
    return unwrap<T>(answer.data);
  } catch (error) {
    throw report(toFailure(error), options);
  }
}

function report(failure: HttpFailure, options: AdminRequestOptions): HttpFailure {
  failureHandler?.(failure, isSilenced(options.silent, failure));
  return failure;
}

/** RFC 6266: the UTF-8 name (filename*) when given, else the plain one. */
function fileNameOf(disposition: string): string | null {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    return decodeURIComponent(utf8[1]);
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/** Filters leave empty fields out of the query string (the contracts treat '' as a value). */
function withoutEmpty(params?: AdminParams): AdminParams | undefined {
  if (!params) {
    return undefined;
  }
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}
