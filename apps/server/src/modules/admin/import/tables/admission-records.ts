import type { BatchRef } from '../lookups';
import { insertChunked, type ImportTable } from '../table-kit';
import { clearScopes, countScopes, ensureBatches, readBatch, readMajorCode, readSchool, readScope, scopeKey, type Scoped } from './common';

interface AdmissionRecord extends Scoped {
  schoolId: number;
  schoolName: string;
  batch: BatchRef;
  majorId: number | null;
  majorName: string;
  minScore: number;
  avgScore: number | null;
  minRank: number | null;
  admittedCount: number;
  planCount: number | null;
}

const SCORE = { min: 0, max: 1000, digits: 3 };

/** 历年录取: replaces every record of each (year, province, category) in the file. */
export const admissionRecords: ImportTable<AdmissionRecord> = {
  key: 'admissionRecords',

  parseRow(row, lookups) {
    const scope = readScope(row, lookups);
    const schoolId = readSchool(row, lookups);
    const batch = readBatch(row, lookups, scope);
    const majorName = row.text('majorName', 100);
    const majorId = readMajorCode(row, lookups);
    const minScore = row.number('minScore', SCORE);
    const avgScore = row.number('avgScore', SCORE);
    const minRank = row.number('minRank', { min: 1, max: 10_000_000, digits: 0 });
    const admittedCount = row.number('admittedCount', { min: 0, max: 100000, digits: 0 });
    const planCount = row.number('planCount', { min: 0, max: 100000, digits: 0 });
    const source = row.source();
    if (minScore != null && avgScore != null && avgScore < minScore) {
      row.reject('avgScore', `平均分${avgScore}低于最低分${minScore}`);
    }
    const scale = scope ? lookups.outputScale(scope.examCategoryId, scope.year) : null;
    if (scale !== null && minScore != null && minScore > scale) {
      row.reject('minScore', `最低分${minScore}超过该科类当年综合分满分${scale}`);
    }
    if (row.issues.length > 0 || !scope || schoolId === null || !batch || !majorName || majorId === null || minScore == null || admittedCount == null || !source) {
      return null;
    }
    return {
      ...scope,
      line: row.line,
      source,
      schoolId,
      schoolName: row.raw('school'),
      batch,
      majorId: majorId ?? null,
      majorName,
      minScore,
      avgScore: avgScore ?? null,
      minRank: minRank ?? null,
      admittedCount,
      planCount: planCount ?? null,
    };
  },

  keyOf: (r) => `${scopeKey(r)}|${r.schoolId}|${r.batch.name}|${r.majorName}`,
  describe: (r) => `${r.year}年 ${r.provinceName} ${r.examCategoryName} ${r.schoolName} ${r.batch.name} ${r.majorName}`,
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
      })),
    );
    return { rows: records.length, replaced, updated: 0 };
  },
};
