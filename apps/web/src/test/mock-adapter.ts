import { RequestCancelled, TransportError, type HttpCall, type Transport } from '../lib/http-client';
import { httpClient } from '../lib/http';

export type Reply = { status: number; data: unknown } | { fail: 'network' | 'timeout' | 'cancel' };

export interface MockServer {
  calls: HttpCall[];
  /** performance.now() when each call arrived, by index of `calls`. */
  arrivedAt: number[];
  restore(): void;
}

/** Answers the member's client in place of fetch (no MSW): `reply` decides per call. */
export function mockServer(reply: (call: HttpCall) => Reply | Promise<Reply>): MockServer {
  const calls: HttpCall[] = [];
  const arrivedAt: number[] = [];
  const transport: Transport = async (call) => {
    calls.push(call);
    arrivedAt.push(performance.now());
    const answer = await reply(call);
    if ('fail' in answer) {
      throw answer.fail === 'cancel' ? new RequestCancelled() : new TransportError(answer.fail);
    }
    return { status: answer.status, headers: new Headers(), data: answer.data };
  };
  httpClient.useTransport(transport);
  return {
    calls,
    arrivedAt,
    restore: () => httpClient.useTransport(null),
  };
}

export function envelope(status: number, data: unknown = null, msg = status === 200 ? 'ok' : '出错了') {
  return { status: status === 200 ? 200 : status >= 20001 && status <= 20004 ? 401 : 400, data: { status, msg, data } };
}
