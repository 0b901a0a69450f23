import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shareCreated,
  shareItem,
  shareList,
  volunteerReport,
  workspaceCompareQuery,
  workspaceComparison,
  workspaceNote,
  workspaceNoteBody,
  workspaceNoteIdBody,
  workspaceOverview,
  workspaceReportQuery,
  workspaceReports,
  workspaceShareBody,
  workspaceShareListQuery,
  workspaceShareRevokeBody,
  workspaceStudentDetail,
  workspaceStudentQuery,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { addNote, removeNote } from './workspace-notes';
import { revokeForStudent, shareForStudent, sharesOfStudent } from './workspace-share';
import {
  workspaceCompare,
  workspaceOverview as overviewOf,
  workspaceReport,
  workspaceReports as reportsOf,
  workspaceStudentDetail as detailOf,
} from './workspace.service';

/**
 * 学生工作台 (docs/workspace.md): the main account reads its students without switching into them.
 * Every call: login, role 1 (10008 otherwise), and the student in the caller's group (10008).
 */
export function registerWorkspaceRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['学生工作台'];
  const db = deps.db;
  const opts = <T extends object>(summary: string, schema: T) => ({ schema: { tags, summary, ...schema }, preHandler: auth.required });

  r.get(
    '/api/v1/workspace/overview',
    opts('全部学生：成绩与位次、当前志愿表、最大风险、最近活动（风险高的在前），以及名额', {
      response: { 200: envelope(workspaceOverview) },
    }),
    async (request) => ok(await overviewOf(db, memberOf(request))),
  );

  r.get(
    '/api/v1/workspace/student',
    opts('单个学生：概况、全部志愿表、工作台备注', {
      querystring: workspaceStudentQuery,
      response: { 200: envelope(workspaceStudentDetail) },
    }),
    async (request) => ok(await detailOf(db, memberOf(request), request.query.studentId)),
  );

  r.get(
    '/api/v1/workspace/compare',
    opts('方案对比：2–4名学生的当前志愿表，或同一学生的2–4张志愿表', {
      querystring: workspaceCompareQuery,
      response: { 200: envelope(workspaceComparison) },
    }),
    async (request) => ok(await workspaceCompare(db, memberOf(request), request.query)),
  );

  r.get(
    '/api/v1/workspace/report',
    opts('学生志愿表的志愿报告', { querystring: workspaceReportQuery, response: { 200: envelope(volunteerReport) } }),
    async (request) => ok(await workspaceReport(db, memberOf(request), request.query.studentId, request.query.tableId)),
  );

  r.get(
    '/api/v1/workspace/reports',
    opts('批量导出：每名学生当前志愿表的志愿报告（合并为一个可打印页面）', { response: { 200: envelope(workspaceReports) } }),
    async (request) => ok(await reportsOf(db, memberOf(request))),
  );

  r.post(
    '/api/v1/workspace/note/add',
    opts('添加工作台备注（仅主账号可见）', { body: workspaceNoteBody, response: { 200: envelope(workspaceNote) } }),
    async (request) => ok(await addNote(db, memberOf(request), request.body.studentId, request.body.body)),
  );

  r.post(
    '/api/v1/workspace/note/delete',
    opts('删除工作台备注', { body: workspaceNoteIdBody, response: { 200: envelope(z.null()) } }),
    async (request) => {
      await removeNote(db, memberOf(request), request.body.id);
      return ok(null);
    },
  );

  r.post(
    '/api/v1/workspace/share/create',
    opts('为学生的志愿表生成只读分享链接（与学生自己生成的相同）', { body: workspaceShareBody, response: { 200: envelope(shareCreated) } }),
    async (request) => ok(await shareForStudent(db, memberOf(request), request.body)),
  );

  r.get(
    '/api/v1/workspace/share/list',
    opts('学生志愿表的分享链接', { querystring: workspaceShareListQuery, response: { 200: envelope(shareList) } }),
    async (request) => ok({ content: await sharesOfStudent(db, memberOf(request), request.query.studentId, request.query.tableId) }),
  );

  r.post(
    '/api/v1/workspace/share/revoke',
    opts('撤销学生志愿表的分享链接', { body: workspaceShareRevokeBody, response: { 200: envelope(shareItem) } }),
    async (request) => ok(await revokeForStudent(db, memberOf(request), request.body.studentId, request.body.id)),
  );
}
