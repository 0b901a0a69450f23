import { nowSeconds } from '../../../../lib/time';
import { searchedDataChanged } from '../../../search';
import type { Base, ImportTable } from '../table-kit';
import { findMajorsByCode, insertMajor, updateMajor } from './tables.repository';

interface MajorRecord extends Base {
  code: string;
  name: string;
  classCode: string;
  className: string;
  degree: string;
  years: number;
  examCategoryCode: number | null;
  intro: string;
  year: number;
  sourceUrl: string | null;
}

/** 专业: added or updated by catalogue code (never deleted); 特设 (T) and 国控 (K) come from the code's suffix. */
export const majors: ImportTable<MajorRecord> = {
  key: 'majors',

  parseRow(row, lookups) {
    const code = row.text('code', 10)?.toUpperCase() ?? null;
    // The catalogue's codes are six digits, seven for the long list of 外国语言文学类 languages (0502100T).
    if (code && !/^\d{6,7}[TK]{0,2}$/.test(code)) {
      row.reject('code', `专业代码「${code}」格式不正确（六或七位数字，特设专业加T、国控专业加K）`);
    }
    const name = row.text('name', 50);
    const classCode = row.text('classCode', 4);
    if (classCode && !/^\d{4}$/.test(classCode)) {
      row.reject('classCode', '专业类代码须为四位数字');
    }
    if (code && classCode && /^\d{4}$/.test(classCode) && !code.startsWith(classCode)) {
      row.reject('classCode', `专业代码${code}不属于专业类${classCode}`);
    }
    const className = row.text('className', 20);
    const degree = row.text('degree', 20);
    const years = row.number('years', { min: 1, max: 8, digits: 0 });
    const categoryText = row.raw('examCategory');
    const examCategoryCode = lookups.nationalCategory(categoryText);
    if (examCategoryCode === undefined) {
      row.reject('examCategory', `未知统考科类「${categoryText}」`);
    }
    const intro = row.text('intro', 5000);
    const year = row.year();
    const source = row.source();
    const sourceUrl = row.sourceUrl();
    if (
      row.issues.length > 0 ||
      !code ||
      !name ||
      !classCode ||
      !className ||
      !degree ||
      years == null ||
      examCategoryCode === undefined ||
      intro === null ||
      year === null ||
      !source
    ) {
      return null;
    }
    return { line: row.line, source, sourceUrl, code, name, classCode, className, degree, years, examCategoryCode, intro, year };
  },

  keyOf: (r) => r.code,
  describe: (r) => `专业代码「${r.code}」`,

  async scopes(db, records) {
    const found = await findMajorsByCode(
      db,
      records.map((r) => r.code),
    );
    return [{ label: '专业（按专业代码新增或更新）', incoming: records.length, existing: found.length }];
  },

  async apply(trx, records) {
    const ids = new Map(
      (
        await findMajorsByCode(
          trx,
          records.map((r) => r.code),
        )
      ).map((m) => [m.code, m.id]),
    );
    const now = nowSeconds();
    for (const r of records) {
      const values = {
        name: r.name,
        class_code: r.classCode,
        class_name: r.className,
        degree: r.degree,
        years: r.years,
        is_special: r.code.includes('T') ? 1 : 0,
        is_controlled: r.code.includes('K') ? 1 : 0,
        intro: r.intro,
        exam_category_code: r.examCategoryCode,
        source: r.source,
        source_url: r.sourceUrl,
        year: r.year,
      };
      const id = ids.get(r.code);
      if (id === undefined) {
        await insertMajor(trx, { ...values, code: r.code, created_at: now });
      } else {
        await updateMajor(trx, id, values);
      }
    }
    await searchedDataChanged(trx);
    return { rows: records.length, replaced: 0, updated: ids.size };
  },
};
