import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../lib/api-error';
import { ApiError } from '../../lib/http';
import { mockServer, type MockServer } from '../../test/mock-adapter';
import { excelFileName, fetchExcel } from './export-excel';

let server: MockServer | undefined;
afterEach(() => server?.restore());

describe('导出Excel', () => {
  it('names the file after the table, without characters file systems refuse', () => {
    expect(excelFileName('本科批方案一')).toBe('本科批方案一.xlsx');
    expect(excelFileName('冲/稳:保?')).toBe('冲_稳_保_.xlsx');
    expect(excelFileName('  ')).toBe('志愿表.xlsx');
  });

  it('asks for a Blob with the table id and hands back the workbook', async () => {
    const workbook = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    server = mockServer(() => ({ status: 200, data: workbook }));
    expect(await fetchExcel(7)).toBe(workbook);
    expect(server.calls[0]).toMatchObject({ url: '/api/v1/volunteer/export', params: { id: 7 }, responseType: 'blob' });
  });

  it('tells the member the network failed, in Chinese, when no answer comes', async () => {
    server = mockServer(() => ({ fail: 'timeout' }));
    await expect(fetchExcel(9)).rejects.toEqual(new NetworkError('timeout'));
    await expect(fetchExcel(9)).rejects.toThrow('请求超时，请稍后再试');
  });

  it('reads the envelope when the server answers with an error instead', async () => {
    const error = new Blob([JSON.stringify({ status: 10008, msg: '无权访问该志愿表', data: null })], { type: 'application/json' });
    server = mockServer(() => ({ status: 403, data: error }));
    await expect(fetchExcel(8)).rejects.toEqual(new ApiError(10008, '无权访问该志愿表'));
  });
});
