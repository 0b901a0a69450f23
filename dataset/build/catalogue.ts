/**
 * The national school list and the major catalogue, and matching the names other publications
 * use onto them.
 */
import { join } from 'node:path';
import type { MajorRow, SchoolRow } from '../format';
import { readCsv } from './io';
import { provinceShortName } from './names';
import type { Sources } from './sources';

export const SCHOOL_LIST_SOURCE = 'moe-school-list-2025';
export const MAJOR_CATALOGUE_SOURCE = 'moe-major-catalogue-2025';

const OWNERSHIP: Readonly<Record<string, string>> = {
  公办: '公办',
  民办: '民办',
  '中外合作/内地与港澳合作': '中外合作',
  境外机构在琼办学: '境外办学',
};

export function buildSchools(realDir: string, sources: Sources): SchoolRow[] {
  const sourceId = sources.add({
    id: SCHOOL_LIST_SOURCE,
    publisher: '中华人民共和国教育部',
    url: 'http://www.moe.gov.cn/jyb_xxgk/s5743/s5744/A03/202506/t20250627_1195683.html',
    title: '全国普通高等学校名单（截至2025年6月20日）',
  });
  return readCsv(join(realDir, 'moe-school-list-2025/schools_2025.csv')).map((r) => {
    const province = provinceShortName(r.province);
    const ownership = OWNERSHIP[r.ownership_derived];
    if (!province || !ownership || (r.level !== '本科' && r.level !== '专科')) {
      throw new Error(`学校名单行无法识别：${r.name} ${r.province} ${r.level} ${r.ownership_derived}`);
    }
    return {
      name: r.name.trim(),
      moeCode: r.moe_code.trim(),
      province,
      city: r.city.trim(),
      department: r.department.trim(),
      level: r.level,
      ownership,
      remark: r.remark.trim(),
      is985: r.is_985 === '1',
      is211: r.is_211 === '1',
      isDoubleFirstClass: r.is_double_first_class === '1',
      sourceId,
    };
  });
}

export function buildMajors(realDir: string, sources: Sources): MajorRow[] {
  const sourceId = sources.add({
    id: MAJOR_CATALOGUE_SOURCE,
    publisher: '中华人民共和国教育部',
    url: 'http://www.moe.gov.cn/srcsite/A08/moe_1034/s4930/202504/t20250422_1188239.html',
    title: '普通高等学校本科专业目录（2025年）',
  });
  return readCsv(join(realDir, 'major-catalog-2025/majors_2025.csv')).map((r) => ({
    code: r.major_code.trim(),
    name: r.major_name.trim(),
    categoryCode: r.category_code,
    category: r.category,
    classCode: r.class_code,
    className: r.class_name,
    special: r.special_T === '1',
    controlled: r.controlled_K === '1',
    note: r.note.trim(),
    sourceId,
  }));
}

/** Full-width brackets, no spaces, no trailing campus or site note: 某某大学（珠海校区） → 某某大学. */
export function normaliseSchoolName(raw: string): string {
  return raw
    .replace(/\s+/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/（[^（）]*(校区|分校|办学点|中外合作办学|联合办学)）$/, '')
    .replace(/[*★※]+$/, '');
}

/** A school-looking name: something a family can find, not a line label. */
export function isNamedSchool(name: string): boolean {
  return /大学|学院|学校|专科|职业|高等/.test(name) && !/投档线|控制线|分数线/.test(name);
}

export class SchoolMatcher {
  private readonly exact = new Map<string, string>();
  private readonly normalised = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor(schools: SchoolRow[]) {
    for (const s of schools) {
      this.names.set(s.moeCode, s.name);
      this.exact.set(s.name, s.moeCode);
      this.normalised.set(normaliseSchoolName(s.name), s.moeCode);
    }
  }

  match(name: string): string | null {
    return this.exact.get(name.trim()) ?? this.normalised.get(normaliseSchoolName(name)) ?? null;
  }

  /** The national list's name of a 学校标识码. */
  nameOf(moeCode: string): string {
    return this.names.get(moeCode) ?? moeCode;
  }
}

/** 绘画（专业成绩） / 音乐表演(中外合作办学) → 绘画 / 音乐表演. */
export function normaliseMajorName(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/[（(][^（）()]*[)）]/g, '');
}

export class MajorMatcher {
  private readonly byName = new Map<string, string | null>();

  constructor(majors: MajorRow[]) {
    for (const m of majors) {
      // A name shared by two codes is ambiguous: it matches nothing.
      this.byName.set(m.name, this.byName.has(m.name) ? null : m.code);
    }
  }

  match(name: string): string | null {
    return this.byName.get(name.trim()) ?? this.byName.get(normaliseMajorName(name)) ?? null;
  }
}
