import type { MajorComparison, SchoolComparison } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { requireScoreProfile } from '../score-profile';
import { listSchoolsOfMajor, majorDetailOf } from '../major';
import { schoolDetailOf } from '../school';
import { findExistingIds } from './compare.repository';

/** Each school exactly as its detail page shows it (one owner of those lines), plus the majors all of them offer. */
export async function compareSchools(deps: Deps, memberId: number, ids: readonly number[]): Promise<SchoolComparison> {
  const profile = await requireScoreProfile(deps.db, memberId);
  await refuseUnknown(deps, 'schools', ids, '院校');
  const schools = await Promise.all(ids.map((id) => schoolDetailOf(deps, memberId, id)));
  const [first, ...rest] = schools;
  const commonMajors = (first?.majors ?? []).filter((m) => rest.every((s) => s.majors.some((o) => o.id === m.id)));
  return { scope: scopeOf(profile), schools, commonMajors };
}

/** Each major exactly as its detail page shows it, plus the schools offering all of them. */
export async function compareMajors(deps: Deps, memberId: number, ids: readonly number[]): Promise<MajorComparison> {
  const profile = await requireScoreProfile(deps.db, memberId);
  await refuseUnknown(deps, 'majors', ids, '专业');
  const [majors, offering] = await Promise.all([
    Promise.all(ids.map((id) => majorDetailOf(deps, memberId, id))),
    Promise.all(ids.map((id) => listSchoolsOfMajor(deps.db, id))),
  ]);
  const [first, ...rest] = offering;
  const commonSchools = (first ?? [])
    .filter((s) => rest.every((list) => list.some((o) => o.id === s.id)))
    .map((s) => ({ id: s.id, name: s.name }));
  return { scope: scopeOf(profile), majors, commonSchools };
}

/** 10004 naming every id that does not exist, before any detail is read. */
async function refuseUnknown(deps: Deps, table: 'schools' | 'majors', ids: readonly number[], label: string): Promise<void> {
  const found = await findExistingIds(deps.db, table, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw notFound(`${label}不存在（编号${missing.join('、')}），请从列表中重新选择`);
  }
}

function scopeOf(p: { provinceId: number; provinceName: string; examCategoryId: number; examCategoryName: string }) {
  return { provinceId: p.provinceId, provinceName: p.provinceName, examCategoryId: p.examCategoryId, examCategoryName: p.examCategoryName };
}
