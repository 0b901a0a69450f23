import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RecommendRow,
  ShareCreated,
  SharedReport,
  ShareItem,
  VolunteerAnalysisResult,
  VolunteerDetail,
  VolunteerEntryAdded,
  VolunteerReport,
  VolunteerTableItem,
} from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { loggableUrl } from '../../lib/logger';
import { call, member, recommendOf, type Member, seededWithVip } from '../filling/planning-fixtures';
import { SHARE_VIEW_LIMITS } from './share.service';
import { nonEmpty } from '../../../test/non-empty';

describe(`share links of volunteer tables (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let rows: RecommendRow[];
  let batchId: number;
  let ipCounter = 0;
  /** Each test views from its own address, so the per-IP limits of one test do not reach another. */
  const freshIp = () => `10.1.0.${(ipCounter += 1)}`;

  const view = async (token: string, ip: string) => {
    const res = await built.app.inject({ method: 'POST', url: '/api/v1/share/view', payload: { token }, remoteAddress: ip });
    const body = res.json();
    return { status: body.status as number, msg: body.msg as string, data: body.data as SharedReport, raw: res.body };
  };
  const share = (m: Member, tableId: number, days = 7) =>
    call<ShareCreated>(built, 'POST', '/api/v1/share/create', m.token, { tableId, days });

  /** A new table of two plans of different schools. */
  async function tableOf(m: Member): Promise<number> {
    const [a] = rows;
    const b = rows.find((r) => r.school.id !== a.school.id);
    const created = await call<VolunteerTableItem>(built, 'POST', '/api/v1/volunteer/create', m.token, { name: '家长看的方案', batchId });
    for (const r of [a, b]) {
      const added = await call<VolunteerEntryAdded>(built, 'POST', '/api/v1/volunteer/entry/add', m.token, {
        planId: r?.planId,
        tableId: created.data.id,
      });
      expect(added.status).toBe(200);
    }
    return created.data.id;
  }

  beforeAll(async () => {
    ({ built, vip, batchId } = await seededWithVip());
    rows = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50`)).data.content;
  });
  afterAll(async () => {
    await built.close();
  });

  it('gives a 256-bit token once and stores only its sha256', async () => {
    const tableId = await tableOf(vip);
    const created = await share(vip, tableId, 3);
    expect(created.status).toBe(200);
    expect(created.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.data).toMatchObject({ tableId, state: 'active', revokedAt: null });
    expect(created.data.expiresAt - created.data.createdAt).toBe(3 * 86400);
    const stored = await built.deps.db
      .selectFrom('volunteer_shares')
      .selectAll()
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(created.data.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.data.token);
    const list = await call<{ content: ShareItem[] }>(built, 'GET', `/api/v1/share/list?tableId=${tableId}`, vip.token);
    expect(JSON.stringify(list.data)).not.toContain(created.data.token);
    expect(list.data.content.map((s) => s.id)).toEqual([created.data.id]);
  });

  it.each([0, 31, 1.5])('refuses an expiry of %s days', async (days) => {
    const tableId = (await call<{ content: VolunteerTableItem[] }>(built, 'GET', '/api/v1/volunteer/list', vip.token)).data.content[0].id;
    const res = await share(vip, tableId, days);
    expect([res.status, res.msg]).toEqual([10001, '有效期须为1到30天']);
  });

  it('shows the table without login: lines with year and source, and nothing else of the member', async () => {
    const tableId = await tableOf(vip);
    const other = await call<VolunteerTableItem>(built, 'POST', '/api/v1/volunteer/create', vip.token, { name: '不公开的方案', batchId });
    expect(other.status).toBe(200);
    const { token } = (await share(vip, tableId)).data;
    const seen = await view(token, freshIp());
    expect(seen.status).toBe(200);
    expect(seen.data.report.table.id).toBe(tableId);
    const majors = seen.data.report.table.entries.flatMap((e) => e.majors);
    expect(majors.length).toBeGreaterThan(0);
    expect(nonEmpty(majors.flatMap((m) => m.lines)).every((l) => l.year > 2000 && l.source.length > 0)).toBe(true);
    expect(majors.some((m) => m.probability !== null)).toBe(true);
    const owner = await built.deps.db
      .selectFrom('members')
      .select(['mobile', 'nickname'])
      .where('id', '=', vip.id)
      .executeTakeFirstOrThrow();
    expect(seen.raw).not.toContain(String(owner.mobile));
    expect(seen.raw).not.toContain('不公开的方案');
    expect(seen.raw).not.toContain('memberId');
    // The token is no login: it opens no member endpoint.
    const asSession = await call(built, 'GET', '/api/v1/memberInfo', token);
    expect(asSession.status).not.toBe(200);
    const asTable = await call(built, 'GET', `/api/v1/volunteer/detail?id=${other.data.id}`, token);
    expect(asTable.status).not.toBe(200);
  });

  it('builds the report from the same detail and analysis the owner sees', async () => {
    const tableId = await tableOf(vip);
    const [report, detail, analysis] = await Promise.all([
      call<VolunteerReport>(built, 'GET', `/api/v1/volunteer/report?id=${tableId}`, vip.token),
      call<VolunteerDetail>(built, 'GET', `/api/v1/volunteer/detail?id=${tableId}`, vip.token),
      call<VolunteerAnalysisResult>(built, 'GET', `/api/v1/volunteer/analysis?id=${tableId}`, vip.token),
    ]);
    expect(report.data.table).toEqual(detail.data);
    expect(report.data.analysis).toEqual(analysis.data);
    expect(report.data.standing.rankSource).not.toBeNull();
    expect(report.data.notCovered.length).toBeGreaterThan(0);
    const shared = await view((await share(vip, tableId)).data.token, freshIp());
    expect({ ...shared.data.report, generatedAt: 0 }).toEqual({ ...report.data, generatedAt: 0 });
  });

  it("withholds probabilities and the analysis when the owner is not VIP, as the owner's pages do", async () => {
    const free = await member(built);
    const tableId = await tableOf(free);
    const shared = await view((await share(free, tableId)).data.token, freshIp());
    expect(shared.data.report.analysis).toBeNull();
    expect(nonEmpty(shared.data.report.table.entries.flatMap((e) => e.majors)).every((m) => m.probability === null)).toBe(true);
    expect(shared.data.report.notCovered).toContain('录取概率与志愿分析为VIP功能，本报告只列出冲/稳/保档位。');
  });

  it('answers an expired link with a clear message', async () => {
    const tableId = await tableOf(vip);
    const created = (await share(vip, tableId, 1)).data;
    await built.deps.db
      .updateTable('volunteer_shares')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', created.id)
      .execute();
    const seen = await view(created.token, freshIp());
    expect([seen.status, seen.msg]).toEqual([10004, '这个分享链接已过期，请向分享人索取新的链接']);
    const list = await call<{ content: ShareItem[] }>(built, 'GET', `/api/v1/share/list?tableId=${tableId}`, vip.token);
    expect(list.data.content[0].state).toBe('expired');
  });

  it('revokes: only the owner may, and the link stops at once', async () => {
    const tableId = await tableOf(vip);
    const created = (await share(vip, tableId)).data;
    const stranger = await member(built);
    expect((await call(built, 'POST', '/api/v1/share/revoke', stranger.token, { id: created.id })).status).toBe(10008);
    expect((await call(built, 'GET', `/api/v1/share/list?tableId=${tableId}`, stranger.token)).status).toBe(10008);
    expect((await share(stranger, tableId)).status).toBe(10008);
    expect((await view(created.token, freshIp())).status).toBe(200);
    const revoked = await call<ShareItem>(built, 'POST', '/api/v1/share/revoke', vip.token, { id: created.id });
    expect(revoked.data.state).toBe('revoked');
    const seen = await view(created.token, freshIp());
    expect([seen.status, seen.msg]).toEqual([10004, '分享人已撤销这个链接']);
  });

  it('dies with its table', async () => {
    const m = await member(built);
    const tableId = await tableOf(m);
    const { token } = (await share(m, tableId)).data;
    await call(built, 'POST', '/api/v1/volunteer/delete', m.token, { id: tableId });
    expect((await view(token, freshIp())).status).toBe(10004);
  });

  const unknownToken = () => randomBytes(32).toString('base64url');

  it('limits failures only: past the allowed bad tokens more are refused, and valid links still open from that address', async () => {
    const tableId = await tableOf(vip);
    const { token } = (await share(vip, tableId)).data;
    const ip = freshIp();
    for (let i = 0; i < SHARE_VIEW_LIMITS.failuresPerHour; i += 1) {
      const guess = i % 2 === 0 ? unknownToken() : 'short';
      expect((await view(guess, ip)).msg).toBe('分享链接无效，请向分享人索取新的链接');
    }
    for (const guess of [unknownToken(), 'short']) {
      const refused = await view(guess, ip);
      expect([refused.status, refused.msg]).toEqual([10003, '无效的分享链接尝试过多，请稍后再试']);
    }
    // A family behind the same address (a school's NAT) still opens its link, again and again.
    for (let i = 0; i < 3; i += 1) {
      const seen = await view(token, ip);
      expect(seen.status).toBe(200);
      expect(seen.data.report.table.id).toBe(tableId);
    }
    // The wait is what is left of the hour that began with the first failure.
    const { retryAfter } = (await view('short', ip)).data as unknown as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not touched by this one's failures.
    expect((await view(unknownToken(), freshIp())).status).toBe(10004);
  });

  it('charges failures atomically: a concurrent burst of bad tokens gets exactly the allowed number answered', async () => {
    const tableId = await tableOf(vip);
    const { token } = (await share(vip, tableId)).data;
    const ip = freshIp();
    const burst = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => view(i % 3 === 0 ? 'short' : unknownToken(), ip)),
      view(token, ip),
    ]);
    const valid = burst.pop();
    expect(valid?.status).toBe(200);
    const statuses = burst.map((b) => b.status);
    expect(statuses.filter((s) => s === 10004)).toHaveLength(SHARE_VIEW_LIMITS.failuresPerHour);
    expect(statuses.filter((s) => s === 10003)).toHaveLength(30 - SHARE_VIEW_LIMITS.failuresPerHour);
  });

  it('limits views per link and address, which nobody without the link can spend', async () => {
    const tableId = await tableOf(vip);
    const { token } = (await share(vip, tableId)).data;
    const other = (await share(vip, tableId)).data.token;
    const ip = freshIp();
    for (let i = 0; i < SHARE_VIEW_LIMITS.viewsPerMinute; i += 1) {
      expect((await view(token, ip)).status).toBe(200);
    }
    const refused = await view(token, ip);
    expect([refused.status, refused.msg]).toEqual([10003, '访问过于频繁，请稍后再试']);
    expect((await view(other, ip)).status).toBe(200);
    expect((await view(token, freshIp())).status).toBe(200);
  });

  it('keeps the token of a share page out of the request log', () => {
    const token = randomBytes(32).toString('base64url');
    expect(loggableUrl(`/s/${token}`)).toBe('/s/[redacted]');
    expect(loggableUrl(`/s/${token}?from=wx`)).toBe('/s/[redacted]?from=wx');
    expect(loggableUrl('/news/detail?id=3')).toBe('/news/detail?id=3');
  });
});
