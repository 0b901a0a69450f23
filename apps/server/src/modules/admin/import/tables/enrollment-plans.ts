import { insertChunked } from '../../../../db/insert-chunked';
import { searchedDataChanged } from '../../../search';
import { type ImportTable } from '../table-kit';
import { deletePlans, linkSchoolMajor, listScopePlans, updatePlan } from './tables.repository';
import {
  countScopes,
  describeSchoolMajor,
  ensureBatches,
  readSchoolFormulaCell,
  readSchoolMajor,
  schoolMajorKey,
  scopeKey,
  type SchoolMajorRecord,
} from './common';

interface PlanRecord extends SchoolMajorRecord {
  planCount: number;
  /** null when the publication gives no tuition. */
  tuitionFen: number | null;
  years: number | null;
  cultureRequirement: number | null;
  testsRequirement: number | null;
  subjectRequirement: string | null;
  /** Admitted by the school's own exam (校考). */
  schoolExam: boolean;
  /** JSON of the school's own formula; null = the province's. */
  schoolFormula: string | null;
}

/** 录取方式 cells: 统考 (by the composite, the default) or 校考 (by the school's own exam). */
const ADMISSION_BASIS: Record<string, boolean> = { '': false, 统考: false, 校考: true };

const SCORE = { min: 0, max: 1000, digits: 2 };

/**
 * 招生计划: each (year, province, category) in the file ends up holding exactly the file's plans.
 * A plan matched by (school, batch, major name) is updated in place and keeps its id; the rest of
 * the scope's old plans are deleted. Reference rows of the scope (docs/data.md) are old plans like
 * any other: the year's published plans replace them. Offered majors are linked to their schools.
 */
export const enrollmentPlans: ImportTable<PlanRecord> = {
  key: 'enrollmentPlans',

  parseRow(row, lookups) {
    const { head } = readSchoolMajor(row, lookups);
    const planCount = row.number('planCount', { min: 0, max: 100000, digits: 0 });
    const tuition = row.number('tuition', { min: 0, max: 1000000, digits: 2 });
    const years = row.number('years', { min: 1, max: 8, digits: 0 });
    const culture = row.number('cultureRequirement', SCORE);
    const tests = row.number('testsRequirement', SCORE);
    const subject = row.text('subjectRequirement', 50);
    const basis = row.text('admissionBasis', 10);
    const schoolExam = basis === null ? undefined : ADMISSION_BASIS[basis];
    if (schoolExam === undefined && basis !== null) {
      row.reject('admissionBasis', `「${basis}」须为统考或校考`);
    }
    const source = row.source();
    const schoolFormula = readSchoolFormulaCell(row);
    if (
      schoolFormula === null ||
      !head ||
      planCount == null ||
      tuition === null ||
      years === null ||
      culture === null ||
      tests === null ||
      subject === null ||
      schoolExam === undefined ||
      !source
    ) {
      return null;
    }
    return {
      ...head,
      line: row.line,
      source,
      planCount,
      tuitionFen: tuition === undefined ? null : Math.round(tuition * 100),
      years: years ?? null,
      cultureRequirement: culture ?? null,
      testsRequirement: tests ?? null,
      subjectRequirement: subject || null,
      schoolExam,
      schoolFormula: schoolFormula || null,
    };
  },

  keyOf: schoolMajorKey,
  describe: describeSchoolMajor,
  scopes: (db, records) => countScopes(db, 'enrollment_plans', records),

  async apply(trx, records) {
    const batchIdOf = await ensureBatches(trx, records);
    const rows = records.map((r) => ({
      year: r.year,
      province_id: r.provinceId,
      exam_category_id: r.examCategoryId,
      school_id: r.schoolId,
      batch_id: batchIdOf(r),
      major_id: r.majorId,
      major_name: r.majorName,
      plan_count: r.planCount,
      tuition_fen: r.tuitionFen ?? 0,
      tuition_published: r.tuitionFen === null ? 0 : 1,
      years: r.years ?? 0,
      formula_override: r.schoolFormula,
      culture_requirement: r.cultureRequirement,
      tests_requirement: r.testsRequirement,
      subject_requirement: r.subjectRequirement,
      source: r.source,
      source_url: r.sourceUrl,
      school_code: r.schoolCode,
      group_code: r.groupCode,
      subject_group: r.subjectGroup,
      school_exam: r.schoolExam ? 1 : 0,
      // A published plan; a reference row it matches becomes this plan, keeping its id (docs/data.md).
      is_reference: 0,
      reference_year: null,
    }));
    // A plan that is still in the file keeps its id, so volunteer tables that hold it stay valid.
    const keyOfRow = (
      scope: string,
      row: { school_id: number; batch_id: number; major_name: string; subject_group: string; group_code: string | null },
    ) => `${scope}|${row.school_id}|${row.batch_id}|${row.subject_group}|${row.group_code ?? ''}|${row.major_name}`;
    const existing = new Map<string, number>();
    for (const r of new Map(records.map((record) => [scopeKey(record), record])).values()) {
      for (const row of await listScopePlans(trx, r)) {
        existing.set(keyOfRow(scopeKey(r), row), row.id);
      }
    }
    const kept = new Set<number>();
    const added: typeof rows = [];
    for (const [i, row] of rows.entries()) {
      const id = existing.get(keyOfRow(scopeKey(records[i]), row));
      if (id === undefined) {
        added.push(row);
        continue;
      }
      kept.add(id);
      await updatePlan(trx, id, row);
    }
    const gone = [...existing.values()].filter((id) => !kept.has(id));
    await deletePlans(trx, gone);
    await insertChunked(trx, 'enrollment_plans', added);
    const links = new Map(
      records
        .filter((r) => r.majorId !== null)
        .map((r) => [`${r.schoolId}|${r.majorId}`, { school_id: r.schoolId, major_id: r.majorId ?? 0 }]),
    );
    for (const link of links.values()) {
      await linkSchoolMajor(trx, link);
    }
    if (links.size > 0) {
      // New offered majors change 找大学's 统考科类 filter, which the search snapshot answers.
      await searchedDataChanged(trx);
    }
    return { rows: records.length, replaced: gone.length, updated: kept.size };
  },
};
