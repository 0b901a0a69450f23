import type { Selectable } from 'kysely';
import { HISTORY_YEARS } from '@yzy/shared/rules';
import type { AdmissionRecordsTable } from '../../db/tables/catalogue';
import type { UniverseLine } from './universe';
import type { readUniverseRows } from './universe-rows.repository';

/**
 * A plan's past lines as the universe is assembled (plan-universe.repository.ts): the lines of each
 * school × major (or group) × subject stream, one per year, and a renumbered 专业组 followed to its
 * older code.
 */

type UniverseRows = Awaited<ReturnType<typeof readUniverseRows>>;

/** The admission lines of each school × major (or group) × subject stream, one per year: 投档 kept over 录取 in a year. */
export function lineHistory(records: UniverseRows[2]): { history: Map<string, UniverseLine[]>; kindOf: Map<UniverseLine, string> } {
  const history = new Map<string, UniverseLine[]>();
  const kindOf = new Map<UniverseLine, string>();
  for (const r of records) {
    const key = `${lineKey(r.school_id, r.major_id, r.major_name)}|${subjectFamily(r.subject_group)}`;
    const list = history.get(key) ?? [];
    // One line per year: where a year has both, the exam authority's 投档 line is kept over a 录取 line.
    const same = list.findIndex((h) => h.year === r.year);
    if (same >= 0 && (kindOf.get(list[same]) === '投档' || r.record_kind !== '投档')) {
      continue;
    }
    const line: UniverseLine = {
      year: r.year,
      batchName: r.batch_name,
      minScore: Number(r.min_score),
      minRank: r.min_rank,
      planCount: r.plan_count,
      source: r.source,
      sourceUrl: r.source_url,
      formulaOverride: r.formula_override,
    };
    kindOf.set(line, r.record_kind);
    if (same >= 0) {
      list[same] = line;
    } else {
      list.push(line);
    }
    history.set(key, list);
  }
  return { history, kindOf };
}

/**
 * 物理 and 理科 candidates are one stream across the 文理 → 3+1+2 switch, as are 历史 and 文科; a
 * line not split by subject ('') holds for both.
 */
export function subjectFamily(group: string): '物理' | '历史' | '' {
  return group === '物理' || group === '理科' ? '物理' : group === '历史' || group === '文科' ? '历史' : '';
}

/**
 * A plan's past lines: those of its school and major in its own subject stream and those not split
 * by subject (a plan not split reads every stream), one per year (the 投档 line over a 录取 line),
 * newest first, up to HISTORY_YEARS.
 */
export function historyOf(
  history: ReadonlyMap<string, UniverseLine[]>,
  kindOf: ReadonlyMap<UniverseLine, string>,
  key: string,
  subjectGroup: string,
): UniverseLine[] {
  const family = subjectFamily(subjectGroup);
  const streams = family === '' ? ['', '物理', '历史'] : [family, ''];
  const byYear = new Map<number, UniverseLine>();
  for (const line of streams.flatMap((s) => history.get(`${key}|${s}`) ?? [])) {
    const kept = byYear.get(line.year);
    if (!kept || (kindOf.get(line) === '投档' && kindOf.get(kept) !== '投档')) {
      byYear.set(line.year, line);
    }
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
}

type GroupRecord = Pick<
  Selectable<AdmissionRecordsTable>,
  'school_id' | 'major_id' | 'major_name' | 'group_code' | 'subject_group' | 'year'
> & { batch_name: string };

/** The line keys of the 专业组 lines (no major) of each school, batch and subject stream, per year. */
export function groupLineKeys(records: readonly GroupRecord[]): Map<string, Map<number, Set<string>>> {
  const out = new Map<string, Map<number, Set<string>>>();
  for (const r of records) {
    if (r.major_id !== null || r.group_code === null) {
      continue;
    }
    const slot = `${r.school_id}|${r.batch_name}|${subjectFamily(r.subject_group)}`;
    const byYear = out.get(slot) ?? new Map<number, Set<string>>();
    byYear.set(r.year, (byYear.get(r.year) ?? new Set()).add(lineKey(r.school_id, null, r.major_name)));
    out.set(slot, byYear);
  }
  return out;
}

/**
 * Provinces renumber their 院校专业组 (湖南 does every year), so a 专业组 plan whose code has no past
 * line is followed by its school: when the school fills exactly one 专业组 in the batch and subject
 * stream this year, and held exactly one in an earlier year, that group's line is this group's past
 * line. (The majors each group holds are not in the data yet; with them, groups would be matched by
 * their majors and a school with several groups followed too.)
 */
export function renumberedGroupHistory(
  plan: { id: number; school_id: number; batch_id: number; subject_group: string },
  plans: readonly {
    id: number;
    school_id: number;
    batch_id: number;
    subject_group: string;
    major_id: number | null;
    group_code: string | null;
  }[],
  batchNameOf: ReadonlyMap<number, string>,
  groupKeys: ReadonlyMap<string, Map<number, Set<string>>>,
  historyOfKey: (key: string) => UniverseLine[],
): UniverseLine[] {
  const family = subjectFamily(plan.subject_group);
  const siblings = plans.filter(
    (o) =>
      o.school_id === plan.school_id &&
      o.batch_id === plan.batch_id &&
      o.major_id === null &&
      o.group_code !== null &&
      subjectFamily(o.subject_group) === family,
  );
  const byYear = groupKeys.get(`${plan.school_id}|${batchNameOf.get(plan.batch_id) ?? ''}|${family}`);
  if (siblings.length !== 1 || !byYear) {
    return [];
  }
  const lines = [...byYear.entries()]
    .filter(([, keys]) => keys.size === 1)
    .flatMap(([year, keys]) => historyOfKey([...keys][0]).filter((l) => l.year === year));
  return lines.sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
}

/** How a plan finds its past lines: the same school and major (or major-group name when there is no major id). */
export function lineKey(schoolId: number, majorId: number | null, majorName: string): string {
  return majorId != null ? `${schoolId}:${majorId}` : `${schoolId}:n:${majorName}`;
}
