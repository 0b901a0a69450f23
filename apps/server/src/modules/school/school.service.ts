import { HISTORY_YEARS } from '@yzy/shared/rules';
import type { SchoolDetail } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { requireScoreProfile } from '../score-profile';
import { listAdmissionLines, listPlanLines } from '../admission';
import { findSchoolById, listMajorsOfSchool } from './school.repository';

/** A school's page for a member: its majors and its lines in the member's scope. */
export async function schoolDetailOf(deps: Deps, memberId: number, id: number): Promise<SchoolDetail> {
  const scope = await requireScoreProfile(deps.db, memberId);
  const school = await findSchoolById(deps.db, id);
  if (!school) {
    throw notFound('院校不存在');
  }
  const lineScope = { provinceId: scope.provinceId, examCategoryId: scope.examCategoryId, schoolIds: [id] };
  const [majors, admissions, plans] = await Promise.all([
    listMajorsOfSchool(deps.db, id),
    listAdmissionLines(deps.db, lineScope, scope.gkyear - HISTORY_YEARS, scope.gkyear - 1),
    listPlanLines(deps.db, lineScope, scope.gkyear),
  ]);
  return {
    ...school,
    majors,
    scope: {
      provinceId: scope.provinceId,
      provinceName: scope.provinceName,
      examCategoryId: scope.examCategoryId,
      examCategoryName: scope.examCategoryName,
    },
    admissions: admissions.map(({ schoolId: _, ...line }) => line),
    plans: plans.map(({ schoolId: _, ...line }) => line),
  };
}
