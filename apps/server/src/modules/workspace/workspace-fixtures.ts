import { expect } from 'vitest';
import type { RecommendRow, VolunteerDetail, VolunteerEntryAdded, VolunteerTableItem } from '@yzy/shared/contracts';
import { MemberRole } from '@yzy/shared/rules';
import { login } from '../../../test/login-helpers';
import type { TestApp } from '../../../test/test-app';
import { batchIdOf, call, createSeededApp, member, recommendOf, type Member } from '../filling/planning-fixtures';

/** A seeded app with experts, their students and tables, for the workspace's API tests. */
export async function workspaceWorld() {
  const built: TestApp = await createSeededApp();
  const probe = await member(built);
  const batchId = await batchIdOf(built, probe.token, '艺术类本科批');
  const rows: RecommendRow[] = (await recommendOf(built, probe.token, `batchId=${batchId}&size=50`)).data.content;

  const get = <T>(token: string, url: string) => call<T>(built, 'GET', url, token);
  const post = <T>(token: string, url: string, body: object) => call<T>(built, 'POST', url, token, body);

  /** A fresh main account with a quota; returns its token and id. */
  async function expert(quota = 10): Promise<Member> {
    const token = await login(built.app);
    const id = (await get<{ id: number }>(token, '/api/v1/memberInfo')).data.id;
    await built.deps.db.updateTable('members').set({ role: MemberRole.expert, sub_account_quota: quota }).where('id', '=', id).execute();
    return { token, id };
  }

  /** Turns a member into the expert's sub-account (as a student created in the group and then used). */
  async function joinGroup(m: Member, expertId: number, nickname: string): Promise<void> {
    await built.deps.db
      .updateTable('members')
      .set({ role: MemberRole.subAccount, expert_id: expertId, nickname, sub_note: `${nickname}的备注`, vip_status: 1 })
      .where('id', '=', m.id)
      .execute();
  }

  /** A student with the fixture's 河南 profile (culture 520, 统考 240) in the expert's group. */
  async function student(expertId: number, nickname: string): Promise<Member> {
    const m = await member(built);
    await joinGroup(m, expertId, nickname);
    return m;
  }

  const pick = (tier: string, not: number[]) => {
    const found = rows.find((r) => r.tier === tier && !not.includes(r.school.id));
    if (!found) {
      throw new Error(`no ${tier} plan`);
    }
    return found;
  };

  /** A new table (made current) of the given plans, in order; `noAdjust` lists 1-based slots without 服从调剂. */
  async function tableOf(m: Member, plans: RecommendRow[], noAdjust: number[] = [], name = '方案'): Promise<number> {
    const created = await post<VolunteerTableItem>(m.token, '/api/v1/volunteer/create', { name, batchId });
    const id = created.data.id;
    for (const r of plans) {
      expect((await post<VolunteerEntryAdded>(m.token, '/api/v1/volunteer/entry/add', { planId: r.planId, tableId: id })).status).toBe(200);
    }
    if (noAdjust.length > 0) {
      const detail = await get<VolunteerDetail>(m.token, `/api/v1/volunteer/detail?id=${id}`);
      const entries = detail.data.entries.map((e) => ({
        id: e.id,
        planIds: e.majors.map((x) => x.planId),
        adjust: !noAdjust.includes(e.slot),
      }));
      expect((await call(built, 'PUT', '/api/v1/volunteer/update', m.token, { id, entries })).status).toBe(200);
    }
    await post(m.token, '/api/v1/volunteer/setCurrent', { id });
    return id;
  }

  return { built, rows, batchId, get, post, expert, joinGroup, student, pick, tableOf };
}

export type WorkspaceWorld = Awaited<ReturnType<typeof workspaceWorld>>;
