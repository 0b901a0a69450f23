import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceNote, WorkspaceOverview, WorkspaceReports, WorkspaceStudentDetail } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { engines } from '../../../test/test-app';
import { member } from '../filling/planning-fixtures';
import { NOT_EXPERT, NOT_IN_GROUP } from './workspace.service';
import { workspaceWorld, type WorkspaceWorld } from './workspace-fixtures';

describe(`counsellor workspace: who reads what (${engines})`, () => {
  let w: WorkspaceWorld;

  beforeAll(async () => {
    w = await workspaceWorld();
  });
  afterAll(async () => {
    await w.built.close();
  });

  describe('ownership', () => {
    it('never reads another group’s student', async () => {
      const one = await w.expert();
      const other = await w.expert();
      const theirs = await w.student(other.id, '别组学生');
      const table = await w.tableOf(theirs, [w.pick('保', [])]);
      const mine = await w.student(one.id, '本组学生');
      await w.tableOf(mine, [w.pick('保', [])]);
      for (const url of [
        `/api/v1/workspace/student?studentId=${theirs.id}`,
        `/api/v1/workspace/report?studentId=${theirs.id}&tableId=${table}`,
        `/api/v1/workspace/compare?students=${mine.id},${theirs.id}`,
        `/api/v1/workspace/compare?studentId=${theirs.id}&tables=${table},${table + 1}`,
        `/api/v1/workspace/share/list?studentId=${theirs.id}&tableId=${table}`,
        // Its own student, another student's table.
        `/api/v1/workspace/report?studentId=${mine.id}&tableId=${table}`,
      ]) {
        const res = await w.get(one.token, url);
        expect([url, res.status]).toEqual([url, 10008]);
      }
      expect((await w.post(one.token, '/api/v1/workspace/note/add', { studentId: theirs.id, body: '看看' })).status).toBe(10008);
      expect((await w.post(one.token, '/api/v1/workspace/share/create', { studentId: theirs.id, tableId: table, days: 7 })).status).toBe(
        10008,
      );
      expect((await w.post(one.token, '/api/v1/workspace/share/create', { studentId: mine.id, tableId: table, days: 7 })).status).toBe(
        10008,
      );
      // The main account itself is not a student of its workspace.
      expect((await w.get(one.token, `/api/v1/workspace/student?studentId=${one.id}`)).status).toBe(10008);
      const names = (await w.get<WorkspaceOverview>(one.token, '/api/v1/workspace/overview')).data.students.map((s) => s.nickname);
      expect(names).toEqual(['本组学生']);
    });

    it('refuses a sub-account and an ordinary member with a sentence', async () => {
      const boss = await w.expert();
      const kid = await w.student(boss.id, '学生');
      const ordinary = await member(w.built);
      for (const token of [kid.token, ordinary.token]) {
        const res = await w.get(token, '/api/v1/workspace/overview');
        expect([res.status, res.msg]).toEqual([10008, NOT_EXPERT]);
        expect((await w.get(token, `/api/v1/workspace/student?studentId=${kid.id}`)).status).toBe(10008);
        expect((await w.get(token, '/api/v1/workspace/reports')).status).toBe(10008);
        expect((await w.post(token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '备注' })).status).toBe(10008);
      }
      expect((await w.get(await login(w.built.app), '/api/v1/workspace/overview')).status).toBe(10008);
      expect((await w.built.app.inject({ method: 'GET', url: '/api/v1/workspace/overview' })).json().status).toBe(20001);
    });

    it('a disabled or revoked student disappears', async () => {
      const boss = await w.expert();
      const stays = await w.student(boss.id, '留下');
      const disabled = await w.student(boss.id, '停用');
      const revoked = await w.student(boss.id, '移出');
      await w.built.deps.db.updateTable('members').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
      // Moved out of the group: an ordinary member again.
      await w.built.deps.db.updateTable('members').set({ role: 0, expert_id: null }).where('id', '=', revoked.id).execute();
      const overview = await w.get<WorkspaceOverview>(boss.token, '/api/v1/workspace/overview');
      expect(overview.data.students.map((s) => s.id)).toEqual([stays.id]);
      for (const gone of [disabled, revoked]) {
        const res = await w.get(boss.token, `/api/v1/workspace/student?studentId=${gone.id}`);
        expect([res.status, res.msg]).toEqual([10008, NOT_IN_GROUP]);
      }
      const reports = await w.get<WorkspaceReports>(boss.token, '/api/v1/workspace/reports');
      expect(reports.data.items.map((i) => i.studentId)).toEqual([stays.id]);
    });
  });

  describe('notes', () => {
    it('are private to the main account that wrote them', async () => {
      const boss = await w.expert();
      const rival = await w.expert();
      const kid = await w.student(boss.id, '学生');
      const table = await w.tableOf(kid, [w.pick('保', [])]);
      const empty = await w.post(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '   ' });
      expect([empty.status, empty.msg]).toEqual([10001, '请填写备注内容']);
      const long = await w.post(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '长'.repeat(501) });
      expect([long.status, long.msg]).toEqual([10001, '备注最多500个字']);
      const first = await w.post<WorkspaceNote>(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '家长希望留在省内' });
      const second = await w.post<WorkspaceNote>(boss.token, '/api/v1/workspace/note/add', { studentId: kid.id, body: '校考成绩待出' });
      expect(first.data).toMatchObject({ studentId: kid.id, body: '家长希望留在省内' });
      expect(first.data.createdAt).toBeGreaterThan(0);
      const page = await w.get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${kid.id}`);
      expect(page.data.notes.map((n) => n.id)).toEqual([second.data.id, first.data.id]);

      // The student sees neither the notes nor any workspace call; its report and share link carry none.
      expect((await w.get(kid.token, `/api/v1/workspace/student?studentId=${kid.id}`)).status).toBe(10008);
      const ownReport = await w.built.app.inject({
        method: 'GET',
        url: `/api/v1/volunteer/report?id=${table}`,
        headers: { authorization: kid.token },
      });
      expect(ownReport.body).not.toContain('家长希望留在省内');
      const workspaceReport = await w.built.app.inject({
        method: 'GET',
        url: `/api/v1/workspace/report?studentId=${kid.id}&tableId=${table}`,
        headers: { authorization: boss.token },
      });
      expect(workspaceReport.body).not.toContain('家长希望留在省内');

      // Another expert can neither delete them nor, once the student moves to its group, read them.
      expect((await w.post(rival.token, '/api/v1/workspace/note/delete', { id: first.data.id })).status).toBe(10004);
      await w.built.deps.db.updateTable('members').set({ expert_id: rival.id }).where('id', '=', kid.id).execute();
      const moved = await w.get<WorkspaceStudentDetail>(rival.token, `/api/v1/workspace/student?studentId=${kid.id}`);
      expect(moved.data.notes).toEqual([]);
      expect((await w.get(boss.token, `/api/v1/workspace/student?studentId=${kid.id}`)).status).toBe(10008);
      await w.built.deps.db.updateTable('members').set({ expert_id: boss.id }).where('id', '=', kid.id).execute();

      expect((await w.post(boss.token, '/api/v1/workspace/note/delete', { id: first.data.id })).status).toBe(200);
      const after = await w.get<WorkspaceStudentDetail>(boss.token, `/api/v1/workspace/student?studentId=${kid.id}`);
      expect(after.data.notes.map((n) => n.id)).toEqual([second.data.id]);
    });
  });
});
