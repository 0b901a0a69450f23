// The official admission series the backtest forecasts (real.ts) and the year-to-year moves the
// line forecast's widening is fitted on (line-fit.ts fitYearsAhead): one series is one school ×
// major (or 专业组) × province × category × level × 投档/录取 × score metric, a row per year.
import type { AdmissionRow } from '../../dataset/format';
import { CONTRADICTION_SHARE, REFORM_YEAR } from '@yzy/shared/rules';
import { subjectFamily } from '../../apps/server/src/modules/filling/universe-history';
import type { YearTriple } from './line-fit';

export interface Series {
  key: string;
  province: string;
  category: string | null;
  direction: string;
  subjectGroup: string;
  level: string;
  kind: string;
  metric: AdmissionRow['scoreMetric'];
  schoolName: string;
  groupCode: string | null;
  majorName: string;
  /** One official row per year (years with two rows for the same key are dropped as ambiguous). */
  years: Map<number, AdmissionRow>;
}

const built = new WeakMap<readonly AdmissionRow[], readonly Series[]>();

/** The series of these rows, built once per array (a backtest run reads them for its cases and for its triples). */
export function buildSeries(rows: readonly AdmissionRow[]): readonly Series[] {
  let series = built.get(rows);
  if (!series) {
    series = buildSeriesAfresh(rows);
    built.set(rows, series);
  }
  return series;
}

function buildSeriesAfresh(rows: readonly AdmissionRow[]): Series[] {
  const byKey = new Map<string, Series>();
  const dup = new Set<string>();
  for (const r of rows) {
    // 文科 continues as 历史 and 理科 as 物理 where a province moved to 3+1+2 (as plans read their history).
    const key = [
      r.province,
      r.category ?? '',
      r.direction,
      subjectFamily(r.subjectGroup),
      r.level,
      r.kind,
      r.scoreMetric,
      r.moeCode ?? r.schoolName,
      r.groupCode ?? '',
      r.majorName,
    ].join('|');
    let s = byKey.get(key);
    if (!s) {
      s = {
        key,
        province: r.province,
        category: r.category,
        direction: r.direction,
        subjectGroup: r.subjectGroup,
        level: r.level,
        kind: r.kind,
        metric: r.scoreMetric,
        schoolName: r.schoolName,
        groupCode: r.groupCode,
        majorName: r.majorName,
        years: new Map(),
      };
      byKey.set(key, s);
    }
    if (s.years.has(r.year)) {
      dup.add(`${key}#${r.year}`);
    }
    s.years.set(r.year, r);
  }
  for (const d of dup) {
    const [key, year] = d.split('#');
    byKey.get(key)?.years.delete(Number(year));
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Every series × year with lines in that year and the two before it, all three by the same formula
 * and on the same side of the 2024 reform, and not contradicting each other (line-forecast.ts): how
 * far a line moves over one year and over two.
 */
export function yearTriples(series: readonly Series[]): YearTriple[] {
  const out: YearTriple[] = [];
  for (const s of series) {
    for (const [year, row] of s.years) {
      const before = s.years.get(year - 1);
      const earlier = s.years.get(year - 2);
      const formula = JSON.stringify(row.schoolFormula ?? null);
      if (!before || !earlier || [before, earlier].some((r) => JSON.stringify(r.schoolFormula ?? null) !== formula)) {
        continue;
      }
      if (year >= REFORM_YEAR && year - 2 < REFORM_YEAR) {
        continue;
      }
      const lines: [number, number, number] = [row.minScore, before.minScore, earlier.minScore];
      const scale = scaleOf(lines);
      if (Math.max(...lines) - Math.min(...lines) > CONTRADICTION_SHARE * scale || Math.min(...lines) <= 0) {
        continue;
      }
      out.push({ province: s.province, year, lines, scale });
    }
  }
  return out;
}

/** The composite's full score when no table states it: the smallest usual scale above every line. */
export function scaleOf(scores: readonly number[]): number {
  const top = Math.max(...scores);
  return [100, 300, 750, 900, 1000].find((s) => top <= s) ?? top;
}
