import { HISTORY_YEARS } from '@yzy/shared/rules';
import { nationalCategoryName, type MajorDetail, type MajorSchool } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { parseStringList } from '../../lib/json-text';
import { requireScoreProfile } from '../score-profile';
import { listAdmissionLines, listPlanLines } from '../admission';
import { findMajorById, listSchoolsOfMajor } from './major.repository';

/** Schools listed on a major's page: those admitting in the member's province first. */
const SCHOOLS_SHOWN = 100;

/** A major's page for a member: its schools, those admitting in the member's scope first, with their lines. */
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
