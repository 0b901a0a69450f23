import { SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from '@yzy/shared/contracts';
import { isOneOf } from '@yzy/shared/rules';
import { nowSeconds } from '../../../../lib/time';
import { syllablesOf } from '../../../school';
import { searchedDataChanged } from '../../../search';
import { listOf, type Base, type ImportTable } from '../table-kit';
import { findSchoolsByName, insertSchool, replaceSchoolMajors, replaceSchoolTags, updateSchool } from './tables.repository';

interface SchoolRecord extends Base {
  name: string;
  provinceId: number;
  provinceName: string;
  city: string;
  type: string;
  nature: string;
  tags: string[];
  /** Syllables; null keeps what is stored. */
  pinyin: string[] | null;
  website: string;
  logo: string;
  intro: string;
  /** Major ids; null keeps the school's current majors. */
  majorIds: number[] | null;
  year: number;
  moeCode: string | null;
  department: string;
  level: string;
  sourceUrl: string | null;
}

const URL_PATTERN = /^https?:\/\/\S+$/i;

/** 院校: added or updated by name (never deleted: plans and records point at them); tags and, when given, offered majors replaced. */
export const schools: ImportTable<SchoolRecord> = {
  key: 'schools',

  parseRow(row, lookups) {
    const name = row.text('name', 100);
    const provinceText = row.text('province', 20);
    const province = provinceText ? lookups.province(provinceText) : null;
    if (provinceText && !province) {
      row.reject('province', `未知省份「${provinceText}」`);
    }
    const city = row.text('city', 50);
    const type = row.text('type', 20);
    if (type && !isOneOf(SCHOOL_TYPES, type)) {
      row.reject('type', `类型须为 ${SCHOOL_TYPES.join('、')} 之一`);
    }
    const nature = row.text('nature', 20);
    if (nature && !isOneOf(SCHOOL_NATURES, nature)) {
      row.reject('nature', `办学性质须为 ${SCHOOL_NATURES.join('、')} 之一`);
    }
    const tags = listOf(row.raw('tags'));
    const badTag = tags.find((t) => !isOneOf(SCHOOL_TAGS, t));
    if (badTag) {
      row.reject('tags', `未知标签「${badTag}」（可选：${SCHOOL_TAGS.join('、')}）`);
    }
    const pinyinText = row.raw('pinyin').toLowerCase();
    if (pinyinText && !/^[a-z0-9 ]+$/.test(pinyinText)) {
      row.reject('pinyin', '拼音只能包含字母、数字和空格');
    }
    const website = row.text('website', 255);
    const logo = row.text('logo', 512);
    for (const [field, value] of [
      ['website', website],
      ['logo', logo],
    ] as const) {
      if (value && !URL_PATTERN.test(value)) {
        row.reject(field, '须为 http(s) 地址');
      }
    }
    const intro = row.text('intro', 5000);
    const codes = listOf(row.raw('majorCodes'));
    const unknownCode = codes.find((code) => lookups.major(code) === null);
    if (unknownCode) {
      row.reject('majorCodes', `未知专业代码「${unknownCode}」`);
    }
    const year = row.year();
    const moeCode = row.text('moeCode', 10);
    if (moeCode && !/^\d{10}$/.test(moeCode)) {
      row.reject('moeCode', '学校标识码须为10位数字');
    }
    const department = row.text('department', 50);
    const level = row.raw('level') || '本科';
    if (level !== '本科' && level !== '专科') {
      row.reject('level', `办学层次须为 本科 或 专科，不能是「${level}」`);
    }
    const source = row.source();
    const sourceUrl = row.sourceUrl();
    if (
      row.issues.length > 0 ||
      moeCode === null ||
      department === null ||
      !name ||
      !province ||
      !city ||
      !type ||
      !nature ||
      website === null ||
      logo === null ||
      intro === null ||
      year === null ||
      !source
    ) {
      return null;
    }
    const majorIds = codes.length > 0 ? [...new Set(codes.map((code) => lookups.major(code) ?? 0))] : null;
    const pinyin = pinyinText ? pinyinText.split(/\s+/).filter(Boolean) : syllablesOf(name);
    return {
      line: row.line,
      source,
      sourceUrl,
      name,
      provinceId: province.id,
      provinceName: province.name,
      city,
      type,
      nature,
      tags: [...new Set(tags)],
      pinyin,
      website,
      logo,
      intro,
      majorIds,
      year,
      moeCode: moeCode || null,
      department,
      level,
    };
  },

  keyOf: (r) => r.name,
  describe: (r) => `院校「${r.name}」`,

  async scopes(db, records) {
    const found = await findSchoolsByName(
      db,
      records.map((r) => r.name),
    );
    return [{ label: '院校（按名称新增或更新）', incoming: records.length, existing: found.length }];
  },

  async apply(trx, records) {
    const ids = new Map(
      (
        await findSchoolsByName(
          trx,
          records.map((r) => r.name),
        )
      ).map((s) => [s.name, s.id]),
    );
    const now = nowSeconds();
    for (const r of records) {
      const values = {
        province_id: r.provinceId,
        province_name: r.provinceName,
        city: r.city,
        type: r.type,
        nature: r.nature,
        tags: JSON.stringify(r.tags),
        intro: r.intro,
        website: r.website,
        logo: r.logo,
        source: r.source,
        source_url: r.sourceUrl,
        moe_code: r.moeCode,
        department: r.department,
        level: r.level,
        year: r.year,
        ...(r.pinyin ? { pinyin: r.pinyin.join(''), pinyin_initials: r.pinyin.map((p) => (/^\d+$/.test(p) ? p : p[0])).join('') } : {}),
      };
      let id = ids.get(r.name);
      if (id === undefined) {
        id = await insertSchool(trx, { pinyin: '', pinyin_initials: '', ...values, name: r.name, created_at: now });
      } else {
        await updateSchool(trx, id, values);
      }
      await replaceSchoolTags(trx, id, r.tags);
      if (r.majorIds) {
        await replaceSchoolMajors(trx, id, r.majorIds);
      }
    }
    await searchedDataChanged(trx);
    return { rows: records.length, replaced: 0, updated: ids.size };
  },
};
