import { insertChunked, type ImportTable } from '../table-kit';
import { clearScopes, countScopes, readScope, scopeKey, type Scoped } from './common';

interface ControlLineRecord extends Scoped {
  batchId: number | null;
  batchName: string;
  cultureScore: number;
  testsScore: number;
  compositeScore: number | null;
}

const SCORE = { min: 0, max: 1000, digits: 3 };

/** 省控线: replaces every line of each (year, province, category) in the file. A batch not in the data is kept by name only. */
export const controlLines: ImportTable<ControlLineRecord> = {
  key: 'controlLines',

  parseRow(row, lookups) {
    const scope = readScope(row, lookups);
    const batchName = row.text('batch', 50);
    const cultureScore = row.number('cultureScore', SCORE);
    const testsScore = row.number('testsScore', SCORE);
    const compositeScore = row.number('compositeScore', SCORE);
    const source = row.source();
    if (row.issues.length > 0 || !scope || !batchName || cultureScore == null || testsScore == null || compositeScore === null || !source) {
      return null;
    }
    const batch = lookups.batch(scope.provinceId, scope.year, batchName);
    return { ...scope, line: row.line, source, batchId: batch?.id ?? null, batchName, cultureScore, testsScore, compositeScore: compositeScore ?? null };
  },

  keyOf: (r) => `${scopeKey(r)}|${r.batchName}`,
  describe: (r) => `${r.year}年 ${r.provinceName} ${r.examCategoryName} ${r.batchName}`,
  scopes: (db, records) => countScopes(db, 'control_lines', records),

  async apply(trx, records) {
    const replaced = await clearScopes(trx, 'control_lines', records);
    await insertChunked(
      trx,
      'control_lines',
      records.map((r) => ({
        year: r.year,
        province_id: r.provinceId,
        exam_category_id: r.examCategoryId,
        batch_id: r.batchId,
        batch_name: r.batchName,
        culture_score: r.cultureScore,
        tests_score: r.testsScore,
        composite_score: r.compositeScore,
        source: r.source,
      })),
    );
    return { rows: records.length, replaced, updated: 0 };
  },
};
