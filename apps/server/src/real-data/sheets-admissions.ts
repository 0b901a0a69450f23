import type { AdmissionRow, PlanRow } from '../../../../dataset/format';
import { examCategoryNames, type SheetBuilder } from './sheets';

/**
 * Admission lines and enrollment plans as import rows, once per exam category they apply to, with
 * the unit names that keep two lines of one school and batch apart.
 */

/** A school's formula as the import's 院校公式 cell. */
const formulaCell = (row: AdmissionRow | PlanRow) => (row.schoolFormula ? JSON.stringify(row.schoolFormula) : null);

export function addAdmission(
  sheet: SheetBuilder,
  a: AdmissionRow,
  schoolName: string,
  majorCode: string | null,
  unitName = unitNameOf(a),
): void {
  sheet.addPerCategory(examCategoryNames(a.category, a.direction), a.sourceId, {
    year: a.year,
    province: a.province,
    school: schoolName,
    batch: a.batchName,
    batchLabel: a.batchLabel || null,
    schoolFormula: formulaCell(a),
    sourceUrl: a.sourceUrl,
    majorName: unitName,
    majorCode,
    recordKind: a.kind,
    minScore: a.minScore,
    avgScore: a.avgScore,
    minRank: a.minRank,
    admittedCount: a.admittedCount,
    planCount: a.planCount,
    subjectGroup: a.subjectGroup,
    schoolCode: a.schoolCode,
    groupCode: a.groupCode,
  });
}

export function addPlan(sheet: SheetBuilder, p: PlanRow, schoolName: string, majorCode: string | null): void {
  sheet.addPerCategory(examCategoryNames(p.category, p.direction), p.sourceId, {
    year: p.year,
    province: p.province,
    school: schoolName,
    batch: p.batchName,
    schoolFormula: formulaCell(p),
    sourceUrl: p.sourceUrl,
    majorName: unitNameOf(p),
    majorCode,
    planCount: p.planCount,
    tuition: p.tuition,
    years: p.years,
    subjectGroup: p.subjectGroup,
    schoolCode: p.schoolCode,
    groupCode: p.groupCode,
  });
}

/** What a line or plan is for: its major, else its 专业组, else the school as a whole (院校投档线). */
export function unitNameOf(row: AdmissionRow | PlanRow): string {
  return row.majorName || (row.groupCode ? `${row.groupCode}专业组` : '院校整体');
}

/**
 * The unit names of admission lines, told apart where two lines would otherwise share one row key
 * of the import (school, batch, 选科组, 专业组, name, 投档/录取): the 专业代号 the province prints
 * (河南's (02) 美术学 and (06) 美术学) or the publication's batch label (山东's 第1次/第2次志愿) is
 * added to the name. Lines that differ in nothing the import keeps are left to its duplicate check.
 */
export function distinctUnitNames(rows: readonly AdmissionRow[], schoolOf: (row: AdmissionRow) => string | null): string[] {
  const keyOf = (r: AdmissionRow) =>
    [r.province, r.year, r.category, r.direction, schoolOf(r), r.batchName, r.subjectGroup, r.groupCode ?? '', unitNameOf(r), r.kind].join(
      '|',
    );
  const groups = new Map<string, AdmissionRow[]>();
  rows.forEach((r) => groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]));
  return rows.map((r) => {
    const group = groups.get(keyOf(r)) ?? [];
    if (group.length < 2) {
      return unitNameOf(r);
    }
    const note =
      new Set(group.map((g) => g.majorNo)).size === group.length && r.majorNo
        ? `专业代号${r.majorNo}`
        : new Set(group.map((g) => g.batchLabel)).size === group.length && r.batchLabel
          ? r.batchLabel
          : '';
    return note ? `${unitNameOf(r)}（${note}）` : unitNameOf(r);
  });
}
