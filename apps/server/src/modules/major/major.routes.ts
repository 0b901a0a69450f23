import { HISTORY_YEARS } from '@yzy/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idQuery,
  majorDetail,
  majorListItem,
  majorListQuery,
  nationalCategoryName,
  pageOf,
  type MajorDetail,
  type MajorSchool,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { parseStringList } from '../../lib/json-text';
import { memberOf, type Auth } from '../../plugins/auth';
import { requireScoreProfile } from '../score-profile';
import { listAdmissionLines, listPlanLines } from '../admission';
import { findMajorById, listMajors, listSchoolsOfMajor } from './major.repository';

/** Schools listed on a major's page: those admitting in the member's province first. */
const SCHOOLS_SHOWN = 100;

export function registerMajorRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['查专业'];

  r.get(
    '/api/v1/major/list',
    {
      schema: {
        tags,
        summary: '艺术学专业目录（按专业类、关键词，分页）',
        querystring: majorListQuery,
        response: { 200: envelope(pageOf(majorListItem)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const { rows, total } = await listMajors(deps.db, filters, page, size);
      return ok({ content: rows, total, page, size });
    },
  );

  r.get(
    '/api/v1/major/detail',
    {
      schema: {
        tags,
        summary: '专业详情（需登录并完善成绩）：简介、统考科类、开设院校及其在本省的录取',
        querystring: idQuery,
        response: { 200: envelope(majorDetail) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await majorDetailOf(deps, memberOf(request).id, request.query.id)),
  );
}

export async function majorDetailOf(deps: Deps, memberId: number, id: number): Promise<MajorDetail> {
  const scope = await requireScoreProfile(deps.db, memberId);
  const major = await findMajorById(deps.db, id);
  if (!major) {
    throw notFound('专业不存在');
  }
  const lineScope = { provinceId: scope.provinceId, examCategoryId: scope.examCategoryId, majorId: id };
  const [schools, admissions, plans] = await Promise.all([
    listSchoolsOfMajor(deps.db, id),
    listAdmissionLines(deps.db, lineScope, scope.gkyear - HISTORY_YEARS, scope.gkyear - 1),
    listPlanLines(deps.db, lineScope, scope.gkyear),
  ]);
  const entries: MajorSchool[] = schools.map((s) => {
    const plan = plans.find((p) => p.schoolId === s.id);
    return {
      schoolId: s.id,
      schoolName: s.name,
      provinceName: s.provinceName,
      tags: parseStringList(s.tags),
      admissions: admissions.filter((a) => a.schoolId === s.id).map(({ schoolId: _, ...line }) => line),
      plan: plan ? (({ schoolId: _, ...line }) => line)(plan) : null,
    };
  });
  const admitting = (e: MajorSchool) => (e.admissions.length > 0 || e.plan ? 0 : 1);
  entries.sort(
    (a, b) =>
      admitting(a) - admitting(b) ||
      (a.admissions[0]?.minRank ?? Infinity) - (b.admissions[0]?.minRank ?? Infinity) ||
      a.schoolId - b.schoolId,
  );
  return {
    ...major,
    examCategoryName: nationalCategoryName(major.examCategoryCode),
    scope: {
      provinceId: scope.provinceId,
      provinceName: scope.provinceName,
      examCategoryId: scope.examCategoryId,
      examCategoryName: scope.examCategoryName,
    },
    schools: entries.slice(0, SCHOOLS_SHOWN),
  };
}
