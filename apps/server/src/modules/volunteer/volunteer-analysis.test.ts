import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendRow, VolunteerAnalysisResult, VolunteerEntryAdded } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { GKYEAR, batchIdOf, call, createSeededApp, member, recommendOf, type Member } from '../filling/planning-fixtures';
import { nonEmpty } from '../../../test/non-empty';

describe(`volunteer analysis and export (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let free: Member;
  let rows: RecommendRow[];

  /** A table of one 冲, one 稳 and one 保 plan (different schools), the 稳 one without 服从调剂. */
  async function tableOf(m: Member): Promise<number> {
    const pick = (tier: string, not: number[]) => rows.find((r) => r.tier === tier && !not.includes(r.school.id));
    const rush = pick('冲', []);
    const match = pick('稳', [rush?.school.id ?? 0]);
    const safe = pick('保', [rush?.school.id ?? 0, match?.school.id ?? 0]);
    let tableId = 0;
    for (const r of [rush, match, safe]) {
      tableId = (await call<VolunteerEntryAdded>(built, 'POST', '/api/v1/volunteer/entry/add', m.token, { planId: r?.planId })).data
        .tableId;
    }
    const detail = await call<{ entries: { id: number; adjust: boolean; majors: { planId: number }[] }[] }>(
      built,
      'GET',
      `/api/v1/volunteer/detail?id=${tableId}`,
      m.token,
    );
    const entries = detail.data.entries.map((e, i) => ({ id: e.id, planIds: e.majors.map((x) => x.planId), adjust: i !== 1 }));
    await call(built, 'PUT', '/api/v1/volunteer/update', m.token, { id: tableId, entries });
    return tableId;
  }

  beforeAll(async () => {
    built = await createSeededApp();
    vip = await member(built, { vip: true });
    free = await member(built);
    const batchId = await batchIdOf(built, vip.token, '艺术类本科批');
    rows = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50`)).data.content;
  });
  afterAll(async () => {
    await built.close();
  });

  it('is VIP only: a free member gets 10005 (the client opens the VIP dialog)', async () => {
    const id = await tableOf(free);
    const res = await call(built, 'GET', `/api/v1/volunteer/analysis?id=${id}`, free.token);
    expect([res.httpStatus, res.status, res.msg]).toEqual([403, 10005, '志愿分析为VIP功能，请先开通VIP']);
  });

  it('VIP: gradient, per-entry probability, 滑档 and 退档 risks, empty slots and suggestions', async () => {
    const id = await tableOf(vip);
    const res = await call<VolunteerAnalysisResult>(built, 'GET', `/api/v1/volunteer/analysis?id=${id}`, vip.token);
    expect(res.status).toBe(200);
    const a = res.data;
    expect(a.gradient.sequence).toEqual(['冲', '稳', '保']);
    expect(a.gradient.counts).toEqual({ 冲: 1, 稳: 1, 保: 1, unrated: 0, ineligible: 0 });
    expect(a.entries.map((e) => e.slot)).toEqual([1, 2, 3]);
    expect(nonEmpty(a.entries).every((e) => e.probability !== null && e.probability >= 0.01 && e.probability <= 0.99)).toBe(true);
    expect(a.filledSlots).toBe(3);
    expect(a.emptySlots).toBe(a.maxSlots - 3);
    expect(a.slideRisk.probabilityAtMost).toBeCloseTo(1 - Math.max(...a.entries.map((e) => e.probability ?? 0)), 5);
    expect(a.risks.find((r) => r.code === 'withdraw')).toMatchObject({ slot: 2, severity: 'high' });
    expect(a.risks.some((r) => r.code === 'emptySlots')).toBe(true);
    expect(a.suggestions.length).toBeGreaterThan(0);
    expect(a.suggestions.some((s) => s.includes('服从调剂'))).toBe(true);
    expect(a.targetMix.冲 + a.targetMix.稳 + a.targetMix.保).toBe(a.maxSlots);
    expect(a.violations).toEqual([]);
  });

  it('exports an .xlsx with a UTF-8 file name, parsed back row by row', async () => {
    const m = await member(built);
    const id = await tableOf(m);
    await call(built, 'PUT', '/api/v1/volunteer/update', m.token, { id, name: '我的志愿表' });
    const res = await built.app.inject({ method: 'GET', url: `/api/v1/volunteer/export?id=${id}`, headers: { authorization: m.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="volunteer-${id}.xlsx"; filename*=UTF-8''${encodeURIComponent('我的志愿表.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(toArrayBuffer(res.rawPayload));
    const sheet = workbook.getWorksheet('志愿表');
    expect(sheet).toBeDefined();
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(String(values(1)[0])).toContain('我的志愿表');
    expect(values(4).slice(0, 9)).toEqual([
      '志愿',
      '院校',
      '院校所在地',
      '院校代号',
      '专业组代号',
      '专业序号',
      '专业',
      '计划数',
      '学费（元/年）',
    ]);
    const body = [5, 6, 7].map(values);
    expect(body.map((r) => r[0])).toEqual(['第1志愿', '第2志愿', '第3志愿']);
    const first = rows.find((r) => r.school.name === body[0][1]);
    expect(first).toBeDefined();
    const header = values(4);
    const column = (name: string) => header.indexOf(name);
    expect(header.slice(9)).toEqual([
      `${GKYEAR - 1}年最低分/位次`,
      `${GKYEAR - 2}年最低分/位次`,
      `${GKYEAR - 3}年最低分/位次`,
      '档位',
      '录取概率',
      '服从调剂',
      '数据来源',
      '备注',
    ]);
    expect(String(body[0][9])).toMatch(/^\d+(\.\d+)?\/\d+$/);
    // Every line keeps its year and publisher; a published plan its own publisher.
    expect(String(body[0][column('数据来源')])).toMatch(new RegExp(`^${GKYEAR}年计划：.+；${GKYEAR - 1}年：.+`));
    expect(body.map((r) => r[column('档位')])).toEqual(['冲', '稳', '保']);
    // Free members get tiers but not probabilities, in the file as on the page.
    expect(body.map((r) => r[column('录取概率')])).toEqual(['开通VIP查看', '开通VIP查看', '开通VIP查看']);
    expect(body.map((r) => r[column('服从调剂')])).toEqual(['是', '否', '是']);
  });

  it('export for VIP carries the probabilities', async () => {
    const m = await member(built, { vip: true });
    const id = await tableOf(m);
    const res = await built.app.inject({ method: 'GET', url: `/api/v1/volunteer/export?id=${id}`, headers: { authorization: m.token } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(toArrayBuffer(res.rawPayload));
    const row = (workbook.getWorksheet('志愿表')?.getRow(5).values as unknown[]).slice(1);
    expect(row.some((v) => typeof v === 'string' && /^\d+%$/.test(v))).toBe(true);
  });
});

/** ExcelJS types its input as an ArrayBuffer. */
function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
