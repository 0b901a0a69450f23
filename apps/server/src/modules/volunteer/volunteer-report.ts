import type { Kysely } from 'kysely';
import type { ReportStanding, VolunteerDetail, VolunteerReport } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { nowSeconds } from '../../lib/time';
import { isVip, tableFinder } from '../filling';
import type { MemberRow } from '../member';
import { volunteerAnalysisOf, volunteerDetailOf } from './volunteer-detail';
import { loadOwnedTable, type OwnedTable } from './volunteer-scope';
import { findScopeNames } from './volunteer.repository';

/** Years of lines an estimate ideally rests on; fewer is reported as a gap. */
const LINE_YEARS = 3;

/**
 * 志愿报告 of a member's table: nothing is computed here that the detail and analysis pages do
 * not already show; the report only puts them together with the standing they rest on and the
 * gaps of the data. The owner's VIP decides, as on their own pages, whether probabilities and
 * the analysis are included, unless the caller says (the counsellor's workspace: the expert's VIP
 * covers its students, docs/workspace.md).
 */
export async function volunteerReportOf(
  db: Kysely<Database>,
  member: MemberRow,
  tableId: number,
  options: { vip?: boolean } = {},
): Promise<VolunteerReport> {
  const vip = options.vip ?? (await isVip(db, member));
  const owned = await loadOwnedTable(db, member.id, tableId);
  const [table, analysis, standing] = await Promise.all([
    volunteerDetailOf(db, member.id, tableId, vip),
    vip ? volunteerAnalysisOf(db, member.id, tableId) : Promise.resolve(null),
    standingOf(db, owned),
  ]);
  return { generatedAt: nowSeconds(), standing, table, analysis, notCovered: notCoveredBy(table, standing, vip) };
}

async function standingOf(db: Kysely<Database>, owned: OwnedTable): Promise<ReportStanding> {
  const { profile, universe, evaluation } = owned.ctx;
  const { standing } = evaluation;
  const names = await findScopeNames(db, owned.table.province_id, owned.table.exam_category_id);
  // The same finder the evaluation used, so the cited table is the one the rank was read from.
  const rankTable = standing.rankYear === null ? undefined : tableFinder(universe.tables, profile.subjects)(standing.rankYear);
  return {
    scope: {
      provinceId: owned.table.province_id,
      provinceName: names.provinceName,
      examCategoryId: owned.table.exam_category_id,
      examCategoryName: names.examCategoryName,
    },
    cultureScore: profile.culture,
    testsScore: profile.tests,
    composite: standing.composite,
    rank: standing.rank,
    rankYear: standing.rankYear,
    rankEstimated: standing.rankEstimated,
    rankSource: standing.rankEntered ? '你填写的位次' : (rankTable?.source ?? null),
  };
}

/** Plain sentences on what the numbers of this table do not rest on. */
export function notCoveredBy(table: VolunteerDetail, standing: ReportStanding, vip: boolean): string[] {
  const gaps: string[] = [];
  if (standing.rank === null) {
    gaps.push('本站没有收录你所在省份、科类的一分一段表，无法给出位次。');
  } else if (standing.rankEstimated) {
    gaps.push(`${table.year}年一分一段表尚未收录，位次按${standing.rankYear}年的表估算。`);
  }
  if (table.entries.some((e) => e.majors.some((m) => m.reference))) {
    gaps.push(`${table.year}年招生计划尚未公布：标为参考的志愿按往年录取数据列出，没有计划人数和学费，计划公布后请核对。`);
  }
  for (const entry of table.entries) {
    for (const major of entry.majors) {
      const label = `第${entry.slot}志愿${entry.school.name}${major.majorName ? `·${major.majorName}` : ''}`;
      if (!major.exists) {
        gaps.push(`第${entry.slot}志愿中的招生计划${major.planId}已不在本站数据中。`);
      } else if (major.lines.length === 0) {
        gaps.push(`${label}：本站没有往年录取数据，无法估算录取概率。`);
      } else if (major.lines.length < LINE_YEARS) {
        gaps.push(`${label}：只有${major.lines.length}年录取数据，估算的把握较小。`);
      }
    }
  }
  if (!vip) {
    gaps.push('录取概率与志愿分析为VIP功能，本报告只列出冲/稳/保档位。');
  }
  if (table.entries.some((e) => e.majors.some((m) => m.lines.some((l) => l.source.includes('示例'))))) {
    gaps.push('本报告中标注“示例数据”的数字不是官方公布的数据。');
  }
  gaps.push('院校的专业校考、面试、体检要求和今年的招生章程不在本站数据中，请以院校和考试院公布的为准。');
  return gaps;
}
