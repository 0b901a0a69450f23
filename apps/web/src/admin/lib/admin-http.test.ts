import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { HttpCall } from '../../lib/http-client';
import { adminClient, adminGetFile, adminPost, publicGet, setAdminFailureHandler } from './admin-http';
import { clearAdminToken, setAdminToken } from './admin-token';

const calls: HttpCall[] = [];

/** Answers the console's client with one fixed answer, headers included. */
function answerWith(status: number, data: unknown, headers: Record<string, string> = {}) {
  adminClient.useTransport(async (call) => {
    calls.push(call);
    return { status, headers: new Headers(headers), data };
  });
}

afterEach(() => {
  adminClient.useTransport(null);
  setAdminFailureHandler(null);
  clearAdminToken();
  calls.length = 0;
});

describe('the console client', () => {
  it('sends the operator token to the console API only, never to the public site API', async () => {
    setAdminToken('ops-token');
    answerWith(200, { status: 200, msg: 'ok', data: [] });
    await adminPost('/cards/list', { page: 1 });
    await publicGet('/getProvinceListForNemtInfo');
    expect(calls.map((call) => [call.baseURL, call.url, call.headers.get('Authorization')])).toEqual([
      ['/api/admin/v1', '/cards/list', 'ops-token'],
      ['/api/v1', '/getProvinceListForNemtInfo', null],
    ]);
    expect(calls[0].data).toBe('{"page":1}');
    expect(calls[0].timeout).toBe(15_000);
  });

  it('hands back an import template with the name the server gives it', async () => {
    const file = new Blob(['学校,专业'], { type: 'text/csv' });
    answerWith(200, file, {
      'Content-Disposition': `attachment; filename="template.csv"; filename*=UTF-8''${encodeURIComponent('院校导入模板.csv')}`,
    });
    const { blob, fileName } = await adminGetFile('/import/template', { table: 'school', format: 'csv' });
    expect(blob).toBe(file);
    expect(fileName).toBe('院校导入模板.csv');
    expect(calls[0]).toMatchObject({ url: '/import/template', params: { table: 'school', format: 'csv' }, responseType: 'blob' });
  });

  it('reads the envelope inside an error file answer and reports it', async () => {
    const failures: unknown[] = [];
    setAdminFailureHandler((failure) => failures.push(failure));
    answerWith(403, new Blob([JSON.stringify({ status: 20005, msg: '无权限', data: null })], { type: 'application/json' }));
    const error = await adminGetFile('/import/template', { table: 'school' }).catch((e: unknown) => e);
    expect(error).toEqual(new ApiError(20005, '无权限'));
    expect(failures).toEqual([error]);
  });
});
