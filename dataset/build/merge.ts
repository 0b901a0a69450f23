/**
 * One row per figure: where two publications give the same admission line (the same school,
 * province, year, category, 选科组, major and minimum score), the row of the preferred publication
 * is kept and the other publication is recorded on it (`alsoSources`), with its own page.
 */
import type { AdmissionRow } from '../format';
import { normaliseMajorName } from './catalogue';
import type { Drops } from './sources';

/** The figure a row states, as far as two publications can be compared. */
function figureKey(r: AdmissionRow, subjectGroup: string): string {
  return [
    r.province,
    r.year,
    r.category ?? '',
    r.direction,
    r.moeCode ?? r.schoolName,
    subjectGroup,
    normaliseMajorName(r.majorName),
    r.scoreMetric,
    r.minScore.toFixed(3),
  ].join('|');
}

/**
 * Merges the rows of `secondary` that state the figure of a `preferred` row into it. A secondary
 * row without a 选科组 matches a preferred row of any group. Returns the secondary rows left.
 */
export function mergeSameFigures(preferred: AdmissionRow[], secondary: AdmissionRow[], drops: Drops): AdmissionRow[] {
  const byFigure = new Map<string, AdmissionRow>();
  for (const p of preferred) {
    byFigure.set(figureKey(p, p.subjectGroup), p);
    byFigure.set(figureKey(p, ''), p);
  }
  return secondary.filter((s) => {
    const match = byFigure.get(figureKey(s, s.subjectGroup));
    if (!match || match.sourceId === s.sourceId) {
      return true;
    }
    if (!match.alsoSources.some((a) => a.sourceId === s.sourceId && a.sourceUrl === s.sourceUrl)) {
      match.alsoSources.push({ sourceId: s.sourceId, sourceUrl: s.sourceUrl });
    }
    drops.add('admissions', 'same figure as a row of a preferred publication (merged into it, both sources kept)');
    return false;
  });
}
