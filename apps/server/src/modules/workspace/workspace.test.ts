import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ShareCreated,
  SharedReport,
  VolunteerDetail,
  VolunteerReport,
  WorkspaceComparison,
  WorkspaceOverview,
  WorkspaceReports,
  WorkspaceStudent,
  WorkspaceStudentDetail,
} from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { engines } from '../../../test/test-app';
import type { Member } from '../filling/planning-fixtures';
import { workspaceWorld, type WorkspaceWorld } from './workspace-fixtures';

describe(`counsellor workspace (${engines})`, () => {
  let w: WorkspaceWorld;
  let ipCounter = 0;

  beforeAll(async () => {
    w = await workspaceWorld();
  });
  afterAll(async () => {
    await w.built.close();
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
      boss = await w.expert(10);
      a = await w.student(boss.id, '甲');
      b = await w.student(boss.id, '乙');
      // 丙 never gave scores: a member without a profile.
      const cToken = await login(w.built.app);
      c = { token: cToken, id: (await w.get<{ id: number }>(cToken, '/api/v1/memberInfo')).data.id };
      await w.joinGroup(c, boss.id, '丙');
      d = await w.student(boss.id, '丁');
      e = await w.student(boss.id, '戊');
      // 甲: 冲, 稳 (without 服从调剂), 保 of three different schools.
      const rush = w.pick('冲', []);
      const match = w.pick('稳', [rush.school.id]);
      const safe = w.pick('保', [rush.school.id, match.school.id]);
      tableA = await w.tableOf(a, [rush, match, safe], [2]);
      // 丁: one 冲 only.
      await w.tableOf(d, [rush]);
      // 戊: an empty table.
      await w.tableOf(e, []);
      maxSlots = (await w.get<VolunteerDetail>(a.token, `/api/v1/volunteer/detail?id=${tableA}`)).data.maxSlots;
    });

    it('matches a table w.built by hand, risky plans first', async () => {
      const res = await w.get<WorkspaceOverview>(boss.token, '/api/v1/workspace/overview');
      expect(res.status).toBe(200);
      const o = res.data;
      expect([o.used, o.quota]).toEqual([5, 10]);
      // High risks first (more empty slots first), then the students who have not started (by id).
      expect(o.students.map((s) => s.nickname)).toEqual(['戊', '丁', '甲', '乙', '丙']);
      const by = (name: string) => o.students.find((s) => s.nickname === name) as WorkspaceStudent;

      const ja = by('甲');
      const detail = (await w.get<VolunteerDetail>(a.token, `/api/v1/volunteer/detail?id=${tableA}`)).data;
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
      const page = await w.get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${a.id}`);
      expect(page.status).toBe(200);
      expect(page.data.student.id).toBe(a.id);
      expect(page.data.tables.map((t) => t.id)).toEqual([tableA]);
      const report = await w.get<VolunteerReport>(boss.token, `/api/v1/workspace/report?studentId=${a.id}&tableId=${tableA}`);
      const own = await w.get<VolunteerReport>(a.token, `/api/v1/volunteer/report?id=${tableA}`);
      expect(report.status).toBe(200);
      expect({ ...report.data, generatedAt: 0 }).toEqual({ ...own.data, generatedAt: 0 });
      // A student without scores is explained, not a request for the counsellor's own scores (10006).
      const cPage = await w.get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${c.id}`);
      expect(cPage.status).toBe(200);
    });

    it('compares students and one student’s tables; refuses a single plan', async () => {
      const res = await w.get<WorkspaceComparison>(boss.token, `/api/v1/workspace/compare?students=${a.id},${d.id},${b.id}`);
      expect(res.status).toBe(200);
      expect(res.data.columns.map((col) => col.studentName)).toEqual(['甲', '丁']);
      expect(res.data.columns[0].entries.map((x) => x.tier)).toEqual(['冲', '稳', '保']);
      expect(res.data.skipped).toEqual([{ studentId: b.id, studentName: '乙', reason: '尚未建立志愿表' }]);
      // 甲 and 丁 both hold the 冲 school.
      expect(res.data.sharedSchools).toEqual([
        { schoolId: w.pick('冲', []).school.id, schoolName: w.pick('冲', []).school.name, columns: [0, 1] },
      ]);
      // Probabilities and messages stay hidden: neither the expert nor the students are VIP.
      expect(res.data.columns[0].riskMessages).toEqual([]);

      const second = await w.tableOf(a, [w.pick('保', [])], [], '保底方案');
      const own = await w.get<WorkspaceComparison>(boss.token, `/api/v1/workspace/compare?studentId=${a.id}&tables=${tableA},${second}`);
      expect(own.data.columns.map((col) => [col.tableName, col.isCurrent])).toEqual([
        ['方案', false],
        ['保底方案', true],
      ]);
      await w.post(a.token, '/api/v1/volunteer/setCurrent', { id: tableA });

      const one = await w.get(boss.token, `/api/v1/workspace/compare?students=${a.id}`);
      expect([one.status, one.msg]).toEqual([10001, '请至少选择2个学生进行对比']);
      const both = await w.get(boss.token, `/api/v1/workspace/compare?students=${a.id},${d.id}&studentId=${a.id}`);
      expect(both.status).toBe(10001);
    });

    it('batch export: every student’s report, or why there is none', async () => {
      const res = await w.get<WorkspaceReports>(boss.token, '/api/v1/workspace/reports');
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
      await w.built.deps.db
        .updateTable('members')
        .set({ is_open_vip: 1, vip_level: 2, vip_end_time: end })
        .where('id', '=', boss.id)
        .execute();
      const report = await w.get<VolunteerReport>(boss.token, `/api/v1/workspace/report?studentId=${a.id}&tableId=${tableA}`);
      expect(report.data.analysis).not.toBeNull();
      expect(report.data.table.probabilityLocked).toBe(false);
      const overview = await w.get<WorkspaceOverview>(boss.token, '/api/v1/workspace/overview');
      expect(overview.data.expertVip).toBe(true);
      await w.built.deps.db
        .updateTable('members')
        .set({ is_open_vip: 0, vip_level: 0, vip_end_time: null })
        .where('id', '=', boss.id)
        .execute();
    });

    it('a share link made from the workspace is the student’s own link', async () => {
      const created = await w.post<ShareCreated>(boss.token, '/api/v1/workspace/share/create', {
        studentId: a.id,
        tableId: tableA,
        days: 7,
      });
      expect(created.status).toBe(200);
      const viewed = await w.built.app.inject({
        method: 'POST',
        url: '/api/v1/share/view',
        payload: { token: created.data.token },
        remoteAddress: `10.9.0.${(ipCounter += 1)}`,
      });
      expect((viewed.json().data as SharedReport).report.table.id).toBe(tableA);
      const ownList = await w.get<{ content: { id: number }[] }>(a.token, `/api/v1/share/list?tableId=${tableA}`);
      expect(ownList.data.content.map((s) => s.id)).toContain(created.data.id);
      const revoked = await w.post<{ state: string }>(boss.token, '/api/v1/workspace/share/revoke', {
        studentId: a.id,
        id: created.data.id,
      });
      expect(revoked.data.state).toBe('revoked');
    });
  });
});
