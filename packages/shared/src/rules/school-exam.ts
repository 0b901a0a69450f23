import type { ControlLine, Exclusion } from './volunteer-eligibility';

/**
 * 校考 plans (docs/domain.md "校考"): the few schools allowed to examine candidates themselves rank
 * them by that exam, not by the province's composite. Whether a member may apply is decided here:
 * - the school's 合格证 (the profile does not hold it, so it is always a point to check);
 * - culture at least the line that applies: the school's own where it sets one (独立设置艺术院校 and
 *   参照执行 schools may), else the province's ordinary (普通类) 本科 line;
 * - a passing 统考 score: the category's 本科 专业 line.
 * No probability is estimated: the member's composite says nothing about the school's exam.
 */

export const SCHOOL_EXAM_REASON = '校考录取';

/** What decides admission, shown on the row and in the 志愿表. */
export const SCHOOL_EXAM_DECIDED_BY = '按该校校考成绩择优录取，不按综合分排序，本站不估算录取概率';

export interface SchoolExamRequirements {
  /** The province's ordinary (普通类) 本科 line: its culture score applies. */
  ordinaryLine: Pick<ControlLine, 'year' | 'batchName' | 'culture' | 'current'> | null;
  /** The category's 本科 统考 line (专业合格线). */
  artLine: Pick<ControlLine, 'year' | 'batchName' | 'tests' | 'current'> | null;
  /** The school's own culture minimum, when it sets one (replaces the ordinary line). */
  schoolCulture: number | null;
}

export interface SchoolExamCheck {
  exclusions: Exclusion[];
  warnings: string[];
  /** One sentence: what decides admission and which culture line applies. */
  decidedBy: string;
}

export function checkSchoolExam(req: SchoolExamRequirements, member: { culture: number; tests: number }): SchoolExamCheck {
  const exclusions: Exclusion[] = [];
  const warnings = ['须取得该校校考合格证（成绩档案中没有校考成绩，请自行核对）'];
  const when = (line: { year: number; batchName: string; current: boolean }) =>
    line.current ? `${line.year}年${line.batchName}` : `${line.year}年${line.batchName}（今年线未公布，按最近一年）`;
  let cultureText: string;
  if (req.schoolCulture != null) {
    cultureText = `文化成绩须达到该校自划线${fmt(req.schoolCulture)}分`;
    if (member.culture < req.schoolCulture) {
      exclusions.push({
        code: 'cultureRequirement',
        message: `文化成绩${fmt(member.culture)}分低于该校校考专业的文化要求${fmt(req.schoolCulture)}分`,
      });
    }
  } else if (req.ordinaryLine?.culture != null) {
    const line = req.ordinaryLine;
    const culture = line.culture ?? 0;
    cultureText = `文化成绩须达到${when(line)}普通类本科线${fmt(culture)}分`;
    if (member.culture < culture) {
      exclusions.push({
        code: 'cultureLine',
        message: `文化成绩${fmt(member.culture)}分低于${when(line)}普通类本科线${fmt(culture)}分（校考专业适用）`,
      });
    }
  } else {
    cultureText = '文化成绩一般须达到本省普通类本科线（该线尚无数据，请自行核对）';
    warnings.push('本省普通类本科线尚无数据，校考专业的文化要求请以院校招生章程为准');
  }
  if (req.artLine?.tests != null && member.tests < req.artLine.tests) {
    exclusions.push({
      code: 'testsLine',
      message: `统考成绩${fmt(member.tests)}分低于${when(req.artLine)}专业合格线${fmt(req.artLine.tests)}分，校考专业也须统考合格`,
    });
  }
  return { exclusions, warnings, decidedBy: `${SCHOOL_EXAM_DECIDED_BY}；${cultureText}，统考须合格` };
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}
