/**
 * The browser's fetch, with what the app's two clients need around it: a base path, query
 * parameters, a JSON body, headers per call (the token), a timeout, and cancellation told apart
 * from failure. It replaced axios, whose module set-up and per-call work were a large share of a
 * phone's first visit (docs/performance.md, "fetch in place of axios").
 *
 * A call always resolves with the answer, whatever its HTTP status: the `{status, msg, data}`
 * envelope in the body decides success (lib/envelope.ts), and the server mirrors its codes in the
 * HTTP status. A call only rejects when no answer came: TransportError, or RequestCancelled when
 * the caller's signal aborted it.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export type Params = Record<string, string | number | boolean | undefined | null>;

/** One call as it goes out; test transports (test/mock-adapter.ts) see the same record. */
export interface HttpCall {
  method: HttpMethod;
  /** The client's base path, put in front of `url` when sent. */
  baseURL: string;
  url: string;
  params?: Params;
  /** The JSON body as sent; undefined for a call without one. */
  data?: string;
  headers: Headers;
  timeout: number;
  signal?: AbortSignal;
  /** 'blob' for files (the Excel export, import templates); else a JSON body is parsed, any other text kept as it is. */
  responseType: 'json' | 'blob';
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  data: unknown;
}

/** Sends one call; fetchTransport in the browser, a stand-in in tests. */
export type Transport = (call: HttpCall) => Promise<HttpAnswer>;

/** No answer: the network failed, or the answer took longer than the call's timeout. */
export class TransportError extends Error {
  override readonly name = 'TransportError';

  constructor(readonly reason: 'network' | 'timeout') {
    super(reason);
  }
}

/** The caller aborted the call (its signal): not a failure, nothing to tell the user. */
export class RequestCancelled extends Error {
  override readonly name = 'RequestCancelled';

  constructor() {
    super('cancelled');
  }
}

/** `?a=1&b=x`, leaving out undefined and null as axios did; '' when nothing is left. */
export function queryString(params?: Params): string {
  if (!params) {
    return '';
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) {
      query.append(key, String(value));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response, responseType: HttpCall['responseType']): Promise<unknown> {
  if (responseType === 'blob') {
    return response.blob();
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, say: lib/envelope.ts turns it into a generic failure.
    return text;
  }
}

/**
 * The browser's fetch. The timeout and the caller's signal abort one controller (AbortSignal.any
 * and AbortSignal.timeout are missing from the iOS versions some families still use); which of the
 * two fired decides between TransportError('timeout') and RequestCancelled.
 */
export const fetchTransport: Transport = async (call) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeout);
  const cancel = () => controller.abort();
  call.signal?.addEventListener('abort', cancel);
  try {
    if (call.signal?.aborted) {
      throw new RequestCancelled();
    }
    const response = await fetch(call.baseURL + call.url + queryString(call.params), {
      method: call.method.toUpperCase(),
      headers: call.headers,
      body: call.data,
      signal: controller.signal,
    });
    return { status: response.status, headers: response.headers, data: await readBody(response, call.responseType) };
  } catch (error) {
    if (error instanceof RequestCancelled || (controller.signal.aborted && !timedOut)) {
      throw new RequestCancelled();
    }
    throw new TransportError(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', cancel);
  }
};

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  params?: Params;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Replaces the client's base path (the console's calls to the public API). */
  baseURL?: string;
  timeout?: number;
  signal?: AbortSignal;
  responseType?: HttpCall['responseType'];
}

export interface HttpClientOptions {
  baseURL: string;
  /** Milliseconds before a call without an answer fails as a timeout. */
  timeout: number;
  /** Headers every call gets, read when it is sent (the token may change between calls). */
  headers?: (call: Pick<HttpCall, 'baseURL' | 'url'>) => Record<string, string>;
}

export interface HttpClient {
  send(request: HttpRequest): Promise<HttpAnswer>;
  /** Tests answer calls themselves (test/mock-adapter.ts); null puts fetch back. */
  useTransport(transport: Transport | null): void;
}

/** The XSRF cookie the specification names, and the header it is echoed in (axios's pair, which the client used to be). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The XSRF-TOKEN cookie's value in a `document.cookie` string, decoded; null when absent. */
export function xsrfTokenOf(cookie: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`).exec(cookie);
  if (!match) {
    return null;
  }
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** Whether a call's URL stays on the page's own origin: the XSRF token is never sent anywhere else. */
function isSameOrigin(url: string): boolean {
  if (typeof location === 'undefined') {
    return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
  }
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** The page's XSRF token for a same-origin call, as axios sent it; null outside a browser or without the cookie. */
function xsrfTokenFor(url: string): string | null {
  if (typeof document === 'undefined' || !isSameOrigin(url)) {
    return null;
  }
  return xsrfTokenOf(document.cookie);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  let transport: Transport = fetchTransport;
  return {
    send(request) {
      const baseURL = request.baseURL ?? options.baseURL;
      const headers = new Headers({ ...options.headers?.({ baseURL, url: request.url }), ...request.headers });
      const xsrf = xsrfTokenFor(baseURL + request.url);
      if (xsrf !== null && !headers.has(XSRF_HEADER)) {
        headers.set(XSRF_HEADER, xsrf);
      }
      const data = request.body === undefined ? undefined : JSON.stringify(request.body);
      if (data !== undefined) {
        headers.set('Content-Type', 'application/json');
      }
      return transport({
        method: request.method,
        baseURL,
        url: request.url,
        params: request.params,
        data,
        headers,
        timeout: request.timeout ?? options.timeout,
        signal: request.signal,
        responseType: request.responseType ?? 'json',
      });
    },
    useTransport(next) {
      transport = next ?? fetchTransport;
    },
  };
}

/** Whether an answer's HTTP status is a success (2xx). */
export const isSuccess = (answer: HttpAnswer) => answer.status >= 200 && answer.status < 300;
