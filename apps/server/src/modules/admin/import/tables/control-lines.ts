import { insertChunked } from '../../../../db/insert-chunked';
import { type ImportTable } from '../table-kit';
import { clearScopes, countScopes, readScope, scopeKey, type Scoped } from './common';

interface ControlLineRecord extends Scoped {
  batchId: number | null;
  batchName: string;
  level: string;
  subjectGroup: string;
  cultureScore: number | null;
  testsScore: number | null;
  compositeScore: number | null;
  sourceUrl: string | null;
}

const SCORE = { min: 0, max: 1000, digits: 3 };
const LEVELS = ['本科', '专科'];

/**
 * 省控线: replaces every line of each (year, province, category) in the file. A province publishes
 * some of the three lines, so at least one is required. 普通类 lines hold for every category.
 * A batch not in the data is kept by name only.
 */
export const controlLines: ImportTable<ControlLineRecord> = {
  key: 'controlLines',

  parseRow(row, lookups) {
    const scope = readScope(row, lookups, { ordinary: true });
    const batchName = row.text('batch', 50);
    const level = row.raw('level') || '本科';
    if (!LEVELS.includes(level)) {
      row.reject('level', `层次须为 本科 或 专科，不能是「${level}」`);
    }
    const subjectGroup = row.subjectGroup();
    const cultureScore = row.number('cultureScore', SCORE);
    const testsScore = row.number('testsScore', SCORE);
    const compositeScore = row.number('compositeScore', SCORE);
    if (cultureScore === undefined && testsScore === undefined && compositeScore === undefined) {
      row.reject('cultureScore', '文化线、专业线、综合分线至少填写一项');
    }
    const source = row.source();
    const sourceUrl = row.sourceUrl();
    if (
      row.issues.length > 0 ||
      !scope ||
      !batchName ||
      subjectGroup === null ||
      cultureScore === null ||
      testsScore === null ||
      compositeScore === null ||
      !source
    ) {
      return null;
    }
    const batch = lookups.batch(scope.provinceId, scope.year, batchName);
    return {
      ...scope,
      line: row.line,
      source,
      sourceUrl,
      batchId: batch?.id ?? null,
      batchName,
      level,
      subjectGroup,
      cultureScore: cultureScore ?? null,
      testsScore: testsScore ?? null,
      compositeScore: compositeScore ?? null,
    };
  },

  keyOf: (r) => `${scopeKey(r)}|${r.batchName}|${r.level}|${r.subjectGroup}`,
  describe: (r) => `${r.year}年 ${r.provinceName} ${r.examCategoryName} ${r.batchName}${r.subjectGroup ? ` ${r.subjectGroup}` : ''}`,
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
        level: r.level,
        subject_group: r.subjectGroup,
        culture_score: r.cultureScore,
        tests_score: r.testsScore,
        composite_score: r.compositeScore,
        source: r.source,
        source_url: r.sourceUrl,
      })),
    );
    return { rows: records.length, replaced, updated: 0 };
  },
};
