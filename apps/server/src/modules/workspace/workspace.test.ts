import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RecommendRow,
  ShareCreated,
  SharedReport,
  VolunteerDetail,
  VolunteerEntryAdded,
  VolunteerReport,
  VolunteerTableItem,
  WorkspaceComparison,
  WorkspaceNote,
  WorkspaceOverview,
  WorkspaceReports,
  WorkspaceStudent,
  WorkspaceStudentDetail,
} from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { engines, type TestApp } from '../../../test/test-app';
import { MemberRole } from '@yzy/shared/rules';
import { batchIdOf, call, createSeededApp, member, recommendOf, type Member } from '../filling/planning-fixtures';
import { NOT_EXPERT, NOT_IN_GROUP } from './workspace.service';

describe(`counsellor workspace (${engines})`, () => {
  let built: TestApp;
  let rows: RecommendRow[];
  let batchId: number;
  let ipCounter = 0;

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

  beforeAll(async () => {
    built = await createSeededApp();
    const probe = await member(built);
    batchId = await batchIdOf(built, probe.token, '艺术类本科批');
    rows = (await recommendOf(built, probe.token, `batchId=${batchId}&size=50`)).data.content;
  });
  afterAll(async () => {
    await built.close();
  });

  describe('summary figures', () => {
    let boss: Member;
    let a: Member;
    let b: Member;
    let c: Member;
    let d: Member;
    let e: Member;
    let tableA: number;
    let maxSlots: number;

    beforeAll(async () => {
      boss = await expert(10);
      a = await student(boss.id, '甲');
      b = await student(boss.id, '乙');
      // 丙 never gave scores: a member without a profile.
      const cToken = await login(built.app);
      c = { token: cToken, id: (await get<{ id: number }>(cToken, '/api/v1/memberInfo')).data.id };
      await joinGroup(c, boss.id, '丙');
      d = await student(boss.id, '丁');
      e = await student(boss.id, '戊');
      // 甲: 冲, 稳 (without 服从调剂), 保 of three different schools.
      const rush = pick('冲', []);
      const match = pick('稳', [rush.school.id]);
      const safe = pick('保', [rush.school.id, match.school.id]);
      tableA = await tableOf(a, [rush, match, safe], [2]);
      // 丁: one 冲 only.
      await tableOf(d, [rush]);
      // 戊: an empty table.
      await tableOf(e, []);
      maxSlots = (await get<VolunteerDetail>(a.token, `/api/v1/volunteer/detail?id=${tableA}`)).data.maxSlots;
    });

    it('matches a table built by hand, risky plans first', async () => {
      const res = await get<WorkspaceOverview>(boss.token, '/api/v1/workspace/overview');
      expect(res.status).toBe(200);
      const o = res.data;
      expect([o.used, o.quota]).toEqual([5, 10]);
      // High risks first (more empty slots first), then the students who have not started (by id).
      expect(o.students.map((s) => s.nickname)).toEqual(['戊', '丁', '甲', '乙', '丙']);
      const by = (name: string) => o.students.find((s) => s.nickname === name) as WorkspaceStudent;

      const ja = by('甲');
      const detail = (await get<VolunteerDetail>(a.token, `/api/v1/volunteer/detail?id=${tableA}`)).data;
      expect(ja.scoresComplete).toBe(true);
      expect(ja.scores).toMatchObject({
        provinceId: 41,
        examCategoryName: '美术与设计类',
        cultureScore: 520,
        testsScore: 240,
        composite: detail.scoreSnapshot.composite,
        rank: detail.scoreSnapshot.rank,
      });
      expect(ja.note).toBe('甲的备注');
      expect(ja.tableCount).toBe(1);
      expect(ja.table).toMatchObject({
        id: tableA,
        entryCount: 3,
        maxSlots,
        emptySlots: maxSlots - 3,
        tiers: { 冲: 1, 稳: 1, 保: 1, other: 0 },
      });
      // 第2志愿 without 服从调剂 is a high 退档 risk: the worst of the table.
      expect(ja.risk).toEqual({ level: 'high', code: 'withdraw', label: '退档风险' });
      expect(ja.lastActiveAt).toBeGreaterThan(0);

      expect(by('丁').table).toMatchObject({ entryCount: 1, emptySlots: maxSlots - 1, tiers: { 冲: 1, 稳: 0, 保: 0, other: 0 } });
      expect(by('丁').risk).toEqual({ level: 'high', code: 'slide', label: '滑档风险' });
      expect(by('戊').table).toMatchObject({ entryCount: 0, emptySlots: maxSlots });
      expect(by('戊').risk).toEqual({ level: 'high', code: 'slide', label: '志愿表为空' });
      expect(by('乙')).toMatchObject({ scoresComplete: true, table: null, tableCount: 0, risk: { level: 'pending', label: '未建志愿表' } });
      expect(by('丙')).toMatchObject({ scoresComplete: false, scores: null, table: null, risk: { level: 'pending', label: '未填成绩' } });
    });

    it("a student's page: summary, tables and the report as the student's own", async () => {
      const page = await get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${a.id}`);
      expect(page.status).toBe(200);
      expect(page.data.student.id).toBe(a.id);
      expect(page.data.tables.map((t) => t.id)).toEqual([tableA]);
      const report = await get<VolunteerReport>(boss.token, `/api/v1/workspace/report?studentId=${a.id}&tableId=${tableA}`);
      const own = await get<VolunteerReport>(a.token, `/api/v1/volunteer/report?id=${tableA}`);
      expect(report.status).toBe(200);
      expect({ ...report.data, generatedAt: 0 }).toEqual({ ...own.data, generatedAt: 0 });
      // A student without scores is explained, not a request for the counsellor's own scores (10006).
      const cPage = await get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${c.id}`);
      expect(cPage.status).toBe(200);
    });

    it('compares students and one student’s tables; refuses a single plan', async () => {
      const res = await get<WorkspaceComparison>(boss.token, `/api/v1/workspace/compare?students=${a.id},${d.id},${b.id}`);
      expect(res.status).toBe(200);
      expect(res.data.columns.map((col) => col.studentName)).toEqual(['甲', '丁']);
      expect(res.data.columns[0].entries.map((x) => x.tier)).toEqual(['冲', '稳', '保']);
      expect(res.data.skipped).toEqual([{ studentId: b.id, studentName: '乙', reason: '尚未建立志愿表' }]);
      // 甲 and 丁 both hold the 冲 school.
      expect(res.data.sharedSchools).toEqual([
        { schoolId: pick('冲', []).school.id, schoolName: pick('冲', []).school.name, columns: [0, 1] },
      ]);
      // Probabilities and messages stay hidden: neither the expert nor the students are VIP.
      expect(res.data.columns[0].riskMessages).toEqual([]);

      const second = await tableOf(a, [pick('保', [])], [], '保底方案');
      const own = await get<WorkspaceComparison>(boss.token, `/api/v1/workspace/compare?studentId=${a.id}&tables=${tableA},${second}`);
      expect(own.data.columns.map((col) => [col.tableName, col.isCurrent])).toEqual([
        ['方案', false],
        ['保底方案', true],
      ]);
      await post(a.token, '/api/v1/volunteer/setCurrent', { id: tableA });

      const one = await get(boss.token, `/api/v1/workspace/compare?students=${a.id}`);
      expect([one.status, one.msg]).toEqual([10001, '请至少选择2个学生进行对比']);
      const both = await get(boss.token, `/api/v1/workspace/compare?students=${a.id},${d.id}&studentId=${a.id}`);
      expect(both.status).toBe(10001);
    });

    it('batch export: every student’s report, or why there is none', async () => {
      const res = await get<WorkspaceReports>(boss.token, '/api/v1/workspace/reports');
      expect(res.status).toBe(200);
      const items = res.data.items;
      expect(items.map((i) => i.studentName)).toEqual(['甲', '乙', '丙', '丁', '戊']);
      expect(items[0].report?.table.id).toBe(tableA);
      expect(items[1]).toMatchObject({ report: null, missing: '该学生尚未建立志愿表' });
      expect(items[2]).toMatchObject({ report: null, missing: '该学生尚未填写高考成绩' });
      expect(items[3].report?.table.entryCount).toBe(1);
    });

    it('the expert’s VIP shows every student’s analysis and probabilities', async () => {
      const end = Math.floor(Date.now() / 1000) + 86_400;
      await built.deps.db
        .updateTable('members')
        .set({ is_open_vip: 1, vip_level: 2, vip_end_time: end })
        .where('id', '=', boss.id)
        .execute();
      const report = await get<VolunteerReport>(boss.token, `/api/v1/workspace/report?studentId=${a.id}&tableId=${tableA}`);
      expect(report.data.analysis).not.toBeNull();
      expect(report.data.table.probabilityLocked).toBe(false);
      const overview = await get<WorkspaceOverview>(boss.token, '/api/v1/workspace/overview');
      expect(overview.data.expertVip).toBe(true);
      await built.deps.db
        .updateTable('members')
        .set({ is_open_vip: 0, vip_level: 0, vip_end_time: null })
        .where('id', '=', boss.id)
        .execute();
    });

    it('a share link made from the workspace is the student’s own link', async () => {
      const created = await post<ShareCreated>(boss.token, '/api/v1/workspace/share/create', { studentId: a.id, tableId: tableA, days: 7 });
      expect(created.status).toBe(200);
      const viewed = await built.app.inject({
        method: 'POST',
        url: '/api/v1/share/view',
        payload: { token: created.data.token },
        remoteAddress: `10.9.0.${(ipCounter += 1)}`,
      });
      expect((viewed.json().data as SharedReport).report.table.id).toBe(tableA);
      const ownList = await get<{ content: { id: number }[] }>(a.token, `/api/v1/share/list?tableId=${tableA}`);
      expect(ownList.data.content.map((s) => s.id)).toContain(created.data.id);
      const revoked = await post<{ state: string }>(boss.token, '/api/v1/workspace/share/revoke', { studentId: a.id, id: created.data.id });
      expect(revoked.data.state).toBe('revoked');
    });
  });

  describe('ownership', () => {
    it('never reads another group’s student', async () => {
      const one = await expert();
      const other = await expert();
      const theirs = await student(other.id, '别组学生');
      const table = await tableOf(theirs, [pick('保', [])]);
      const mine = await student(one.id, '本组学生');
      await tableOf(mine, [pick('保', [])]);
      for (const url of [
        `/api/v1/workspace/student?studentId=${theirs.id}`,
        `/api/v1/workspace/report?studentId=${theirs.id}&tableId=${table}`,
        `/api/v1/workspace/compare?students=${mine.id},${theirs.id}`,
        `/api/v1/workspace/compare?studentId=${theirs.id}&tables=${table},${table + 1}`,
        `/api/v1/workspace/share/list?studentId=${theirs.id}&tableId=${table}`,
        // Its own student, another student's table.
        `/api/v1/workspace/report?studentId=${mine.id}&tableId=${table}`,
      ]) {
        const res = await get(one.token, url);
        expect([url, res.status]).toEqual([url, 10008]);
      }
      expect((await post(one.token, '/api/v1/workspace/note/add', { studentId: theirs.id, body: '看看' })).status).toBe(10008);
      expect((await post(one.token, '/api/v1/workspace/share/create', { studentId: theirs.id, tableId: table, days: 7 })).status).toBe(
        10008,
      );
      expect((await post(one.token, '/api/v1/workspace/share/create', { studentId: mine.id, tableId: table, days: 7 })).status).toBe(10008);
      // The main account itself is not a student of its workspace.
      expect((await get(one.token, `/api/v1/workspace/student?studentId=${one.id}`)).status).toBe(10008);
      const names = (await get<WorkspaceOverview>(one.token, '/api/v1/workspace/overview')).data.students.map((s) => s.nickname);
      expect(names).toEqual(['本组学生']);
    });

    it('refuses a sub-account and an ordinary member with a sentence', async () => {
      const boss = await expert();
      const kid = await student(boss.id, '学生');
      const ordinary = await member(built);
      for (const token of [kid.token, ordinary.token]) {
        const res = await get(token, '/api/v1/workspace/overview');
        expect([res.status, res.msg]).toEqual([10008, NOT_EXPERT]);
        expect((await get(token, `/api/v1/workspace/student?studentId=${kid.id}`)).status).toBe(10008);
        expect((await get(token, '/api/v1/workspace/reports')).status).toBe(10008);
        expect((await post(token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '备注' })).status).toBe(10008);
      }
      expect((await get(await login(built.app), '/api/v1/workspace/overview')).status).toBe(10008);
      expect((await built.app.inject({ method: 'GET', url: '/api/v1/workspace/overview' })).json().status).toBe(20001);
    });

    it('a disabled or revoked student disappears', async () => {
      const boss = await expert();
      const stays = await student(boss.id, '留下');
      const disabled = await student(boss.id, '停用');
      const revoked = await student(boss.id, '移出');
      await built.deps.db.updateTable('members').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
      // Moved out of the group: an ordinary member again.
      await built.deps.db.updateTable('members').set({ role: 0, expert_id: null }).where('id', '=', revoked.id).execute();
      const overview = await get<WorkspaceOverview>(boss.token, '/api/v1/workspace/overview');
      expect(overview.data.students.map((s) => s.id)).toEqual([stays.id]);
      for (const gone of [disabled, revoked]) {
        const res = await get(boss.token, `/api/v1/workspace/student?studentId=${gone.id}`);
        expect([res.status, res.msg]).toEqual([10008, NOT_IN_GROUP]);
      }
      const reports = await get<WorkspaceReports>(boss.token, '/api/v1/workspace/reports');
      expect(reports.data.items.map((i) => i.studentId)).toEqual([stays.id]);
    });
  });

  describe('notes', () => {
    it('are private to the main account that wrote them', async () => {
      const boss = await expert();
      const rival = await expert();
      const kid = await student(boss.id, '学生');
      const table = await tableOf(kid, [pick('保', [])]);
      const empty = await post(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '   ' });
      expect([empty.status, empty.msg]).toEqual([10001, '请填写备注内容']);
      const long = await post(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '长'.repeat(501) });
      expect([long.status, long.msg]).toEqual([10001, '备注最多500个字']);
      const first = await post<WorkspaceNote>(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '家长希望留在省内' });
      const second = await post<WorkspaceNote>(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '校考成绩待出' });
      expect(first.data).toMatchObject({ studentId: kid.id, body: '家长希望留在省内' });
      expect(first.data.createdAt).toBeGreaterThan(0);
      const page = await get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${kid.id}`);
      expect(page.data.notes.map((n) => n.id)).toEqual([second.data.id, first.data.id]);

      // The student sees neither the notes nor any workspace call; its report and share link carry none.
      expect((await get(kid.token, `/api/v1/workspace/student?studentId=${kid.id}`)).status).toBe(10008);
      const ownReport = await built.app.inject({
        method: 'GET',
        url: `/api/v1/volunteer/report?id=${table}`,
        headers: { authorization: kid.token },
      });
      expect(ownReport.body).not.toContain('家长希望留在省内');
      const workspaceReport = await built.app.inject({
        method: 'GET',
        url: `/api/v1/workspace/report?studentId=${kid.id}&tableId=${table}`,
        headers: { authorization: boss.token },
      });
      expect(workspaceReport.body).not.toContain('家长希望留在省内');

      // Another expert can neither delete them nor, once the student moves to its group, read them.
      expect((await post(rival.token, '/api/v1/workspace/note/delete', { id: first.data.id })).status).toBe(10004);
      await built.deps.db.updateTable('members').set({ expert_id: rival.id }).where('id', '=', kid.id).execute();
      const moved = await get<WorkspaceStudentDetail>(rival.token, `/api/v1/workspace/student?studentId=${kid.id}`);
      expect(moved.data.notes).toEqual([]);
      expect((await get(boss.token, `/api/v1/workspace/student?studentId=${kid.id}`)).status).toBe(10008);
      await built.deps.db.updateTable('members').set({ expert_id: boss.id }).where('id', '=', kid.id).execute();

      expect((await post(boss.token, '/api/v1/workspace/note/delete', { id: first.data.id })).status).toBe(200);
      const after = await get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${kid.id}`);
      expect(after.data.notes.map((n) => n.id)).toEqual([second.data.id]);
    });
  });
});
