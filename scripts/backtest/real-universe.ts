// The real backtest's one-plan universe per case and the rows of an official table, for
// real.ts and the measurement scripts (docs/backtest.md, "The real records").
import type { RankTableRow } from '../../dataset/format';
import { sortRankRows, type CompositeFormula } from '@yzy/shared/rules';
import type { Universe, UniverseLine, UniversePlan, UniverseTable } from '../../apps/server/src/modules/filling/universe';
import { shiftFactorOf, type RealCase } from './real';

/** A one-plan universe: the composite is the published one, so the formula is the identity on its scale. */
export function universeOf(c: RealCase): Universe {
  const identity: CompositeFormula = {
    kind: 'cultureOnly',
    cultureWeight: 1,
    cultureFull: c.scale,
    testsFull: 300,
    outputScale: c.scale,
    roundingDigits: 3,
    bonusCounts: false,
  };
  const history: UniverseLine[] = c.history.map((h) => ({
    year: h.year,
    batchName: h.batchName,
    minScore: h.minScore,
    minRank: h.minRank,
    planCount: h.planCount,
    source: h.sourceId,
  }));
  const tables: UniverseTable[] = [...c.tables.entries()].map(([year, t]) => {
    const rows = toRows(t);
    return { year, subjectGroup: '', total: rows[rows.length - 1]?.cumulative ?? 0, rows, source: t.sourceId };
  });
  const plan: UniversePlan = {
    id: 1,
    year: c.year,
    batchId: 1,
    school: {
      id: 1,
      name: c.series.schoolName,
      pinyin: '',
      initials: '',
      provinceId: null,
      provinceName: '',
      city: '',
      type: '',
      nature: '',
      tags: [],
    },
    majorId: null,
    majorName: c.series.majorName,
    majorCode: c.truth.majorCode,
    classCode: null,
    // Plans are published before filling; when the source gives none the engine sees 0 (unknown).
    planCount: c.truth.planCount ?? c.history.find((h) => h.planCount != null)?.planCount ?? 0,
    tuitionFen: null,
    years: 4,
    formula: null,
    cultureRequirement: null,
    testsRequirement: null,
    subjectRequirement: null,
    subjectMinimums: [],
    history,
    source: c.truth.sourceId,
    sourceUrl: null,
    schoolCode: null,
    groupCode: null,
    reference: false,
    referenceYear: null,
    shiftFactor: shiftFactorOf(c),
  };
  return {
    provinceId: 0,
    examCategoryId: 0,
    year: c.year,
    batches: [
      {
        id: 1,
        year: c.year,
        name: c.truth.batchName,
        level: c.series.level,
        sort: 1,
        mode: '平行',
        unit: c.series.groupCode ? '院校专业组' : '专业',
        maxSlots: 1,
        majorsPerSlot: 1,
        allowAdjust: false,
        source: '',
      },
    ],
    plans: [plan],
    tables,
    lines: [],
    reference: null,
    formulas: new Map([0, 1, 2, 3].map((k) => [c.year - k, identity])),
  };
}

/** An official table's rows as the shared rank rules read them. */
export function toRows(t: RankTableRow) {
  return sortRankRows(t.rows.map(([score, count, cumulative]) => ({ score, count, cumulative })));
}
