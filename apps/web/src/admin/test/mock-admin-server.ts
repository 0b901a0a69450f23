import type { HttpCall } from '../../lib/http-client';
import { adminClient } from '../lib/admin-http';

export interface AdminMockServer {
  calls: HttpCall[];
  restore(): void;
}

/** Answers the console's client in place of fetch (as test/mock-adapter.ts does for the member client). */
export function mockAdminServer(reply: (call: HttpCall) => { status: number; data: unknown }): AdminMockServer {
  const calls: HttpCall[] = [];
  adminClient.useTransport(async (call) => {
    calls.push(call);
    const answer = reply(call);
    return { status: answer.status, headers: new Headers(), data: answer.data };
  });
  return {
    calls,
    restore: () => adminClient.useTransport(null),
  };
}
