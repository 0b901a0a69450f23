import { ADMISSION_RECORD_KINDS, type AdmissionRecordKind } from '@yzy/shared/contracts';
import { insertChunked } from '../../../../db/insert-chunked';
import { type ImportTable } from '../table-kit';
import {
  clearScopes,
  countScopes,
  describeSchoolMajor,
  ensureBatches,
  readSchoolFormulaCell,
  readSchoolMajor,
  schoolMajorKey,
  type SchoolMajorRecord,
} from './common';

interface AdmissionRecord extends SchoolMajorRecord {
  recordKind: AdmissionRecordKind;
  minScore: number;
  avgScore: number | null;
  minRank: number | null;
  admittedCount: number | null;
  planCount: number | null;
  /** JSON of the school's own formula for the line; null = the province's. */
  schoolFormula: string | null;
  /** The publication's own batch label; null when it is the batch's name. */
  batchLabel: string | null;
}

const SCORE = { min: 0, max: 1000, digits: 3 };

/** 历年录取: replaces every record of each (year, province, category) in the file. */
export const admissionRecords: ImportTable<AdmissionRecord> = {
  key: 'admissionRecords',

  parseRow(row, lookups) {
    const { scope, head } = readSchoolMajor(row, lookups);
    const minScore = row.number('minScore', SCORE);
    const avgScore = row.number('avgScore', SCORE);
    const minRank = row.number('minRank', { min: 1, max: 10_000_000, digits: 0 });
    const admittedCount = row.number('admittedCount', { min: 0, max: 100000, digits: 0 });
    const planCount = row.number('planCount', { min: 0, max: 100000, digits: 0 });
    const source = row.source();
    const schoolFormula = readSchoolFormulaCell(row);
    const batchLabel = row.text('batchLabel', 100);
    const kindText = row.raw('recordKind') || '录取';
    const recordKind = ADMISSION_RECORD_KINDS.find((k) => k === kindText);
    if (!recordKind) {
      row.reject('recordKind', `类型须为 投档 或 录取，不能是「${kindText}」`);
    }
    if (minScore != null && avgScore != null && avgScore < minScore) {
      row.reject('avgScore', `平均分${avgScore}低于最低分${minScore}`);
    }
    const scale = scope ? lookups.outputScale(scope.examCategoryId, scope.year) : null;
    if (scale !== null && minScore != null && minScore > scale) {
      row.reject('minScore', `最低分${minScore}超过该科类当年综合分满分${scale}`);
    }
    if (
      row.issues.length > 0 ||
      !head ||
      !recordKind ||
      minScore == null ||
      admittedCount === null ||
      !source ||
      schoolFormula === null ||
      batchLabel === null
    ) {
      return null;
    }
    return {
      ...head,
      line: row.line,
      source,
      recordKind,
      minScore,
      avgScore: avgScore ?? null,
      minRank: minRank ?? null,
      admittedCount: admittedCount ?? null,
      planCount: planCount ?? null,
      schoolFormula: schoolFormula || null,
      // A row filed under the province's official batch keeps the batch it printed as its note.
      batchLabel: batchLabel || head.batch.label || null,
    };
  },

  // 投档 and 录取 lines of one unit are published apart and kept apart (docs/import.md, the key of a row).
  keyOf: (r) => `${schoolMajorKey(r)}|${r.recordKind}`,
  describe: describeSchoolMajor,
  scopes: (db, records) => countScopes(db, 'admission_records', records),

  async apply(trx, records) {
    const replaced = await clearScopes(trx, 'admission_records', records);
    const batchIdOf = await ensureBatches(trx, records);
    await insertChunked(
      trx,
      'admission_records',
      records.map((r) => ({
        year: r.year,
        province_id: r.provinceId,
        exam_category_id: r.examCategoryId,
        school_id: r.schoolId,
        batch_id: batchIdOf(r),
        major_id: r.majorId,
        major_name: r.majorName,
        plan_count: r.planCount,
        admitted_count: r.admittedCount,
        min_score: r.minScore,
        avg_score: r.avgScore,
        min_rank: r.minRank,
        source: r.source,
        source_url: r.sourceUrl,
        record_kind: r.recordKind,
        school_code: r.schoolCode,
        group_code: r.groupCode,
        subject_group: r.subjectGroup,
        formula_override: r.schoolFormula,
        batch_label: r.batchLabel,
      })),
    );
    return { rows: records.length, replaced, updated: 0 };
  },
};
