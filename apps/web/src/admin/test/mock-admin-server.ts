import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { adminClient } from '../lib/admin-http';

export interface AdminMockServer {
  calls: InternalAxiosRequestConfig[];
  restore(): void;
}

/** Answers the console's axios client at the adapter level (as test/mock-adapter.ts does for the member client). */
export function mockAdminServer(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }): AdminMockServer {
  const calls: InternalAxiosRequestConfig[] = [];
  const previous = adminClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const answer = reply(config);
    const response: AxiosResponse = { status: answer.status, statusText: '', headers: {}, config, data: answer.data };
    if (answer.status < 200 || answer.status >= 300) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  adminClient.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      adminClient.defaults.adapter = previous;
    },
  };
}
