import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../lib/http';

export type Reply = { status: number; data: unknown } | { fail: 'network' | 'timeout' | 'cancel' };

export interface MockServer {
  calls: InternalAxiosRequestConfig[];
  /** performance.now() when each call arrived, by index of `calls`. */
  arrivedAt: number[];
  restore(): void;
}

/** Answers the one axios client at the adapter level (no MSW): `reply` decides per request. */
export function mockServer(reply: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>): MockServer {
  const calls: InternalAxiosRequestConfig[] = [];
  const arrivedAt: number[] = [];
  const previous = httpClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    arrivedAt.push(performance.now());
    const answer = await reply(config);
    if ('fail' in answer && answer.fail === 'cancel') {
      throw new CanceledError(undefined, config);
    }
    if ('fail' in answer) {
      throw new AxiosError(answer.fail, answer.fail === 'timeout' ? AxiosError.ECONNABORTED : AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = { status: answer.status, statusText: '', headers: {}, config, data: answer.data };
    // Real adapters apply validateStatus (2xx) the same way.
    if (answer.status < 200 || answer.status >= 300) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return {
    calls,
    arrivedAt,
    restore: () => {
      httpClient.defaults.adapter = previous;
    },
  };
}

export function envelope(status: number, data: unknown = null, msg = status === 200 ? 'ok' : '出错了') {
  return { status: status === 200 ? 200 : status >= 20001 && status <= 20004 ? 401 : 400, data: { status, msg, data } };
}
