import type { MajorRow, SchoolRow } from '../../../../dataset/format';
import { majorFactOf, schoolFactsOf } from './known-facts';
import type { SheetBuilder } from './sheets';

/**
 * The national school list and major catalogue as import rows, with the facts the product keeps
 * for the schools and majors it knows well (known-facts.ts).
 */

/** A school of the national list, with the facts the product keeps for the schools it knows well. */
export function addSchool(sheet: SheetBuilder, s: SchoolRow, year: number): void {
  const known = schoolFactsOf(s.name);
  const tags = [
    ...(s.is985 ? ['985'] : []),
    ...(s.is211 ? ['211'] : []),
    ...(s.isDoubleFirstClass ? ['双一流'] : []),
    ...(known?.basisTags ?? []),
  ];
  sheet.add(s.sourceId, {
    name: s.name,
    province: s.province,
    city: s.city,
    type: known?.type ?? schoolTypeOf(s.name),
    nature: s.ownership === '民办' ? '民办' : s.ownership === '中外合作' ? '中外合作' : '公办',
    tags: [...new Set(tags)].join('、'),
    website: known?.website,
    intro: known?.intro,
    year,
    moeCode: s.moeCode,
    department: s.department,
    level: s.level,
  });
}

/**
 * 类型 of a school the product has no facts for, from its name, in this order: 艺术 (arts
 * academies), 传媒, 师范, 农林, 理工, else 综合. The national list gives no type; the rule is
 * stated on the 数据覆盖 page so nobody takes it for an official classification.
 */
export function schoolTypeOf(name: string): string {
  if (/艺术|美术|音乐|戏剧|戏曲|电影|舞蹈/.test(name)) {
    return '艺术';
  }
  if (/传媒|广播|新闻/.test(name)) {
    return '传媒';
  }
  if (/师范/.test(name)) {
    return '师范';
  }
  if (/农|林业|林学|畜牧|水产/.test(name)) {
    return '农林';
  }
  if (/理工|科技|工业|工程|交通|电子|石油|化工|矿业|邮电|航空|航天|建筑|电力|信息|机电|铁道|船舶|测绘|地质/.test(name)) {
    return '理工';
  }
  return '综合';
}

/** Majors keep the catalogue's T/K flags in their code, as the import template asks. */
export function addMajor(sheet: SheetBuilder, m: MajorRow, year: number): void {
  const known = majorFactOf(m.code);
  sheet.add(m.sourceId, {
    code: `${m.code}${m.special ? 'T' : ''}${m.controlled ? 'K' : ''}`,
    name: m.name,
    classCode: m.classCode,
    className: m.className,
    degree: `${m.category}学士`,
    years: yearsOf(m),
    examCategory: known?.examCategory ?? '',
    intro: known?.intro,
    year,
  });
}

/** 基本修业年限: four years, five for the clinical medicine, stomatology, traditional medicine and architecture classes. */
function yearsOf(m: MajorRow): number {
  return ['1002', '1003', '1005', '0828'].includes(m.classCode) && /医学|建筑学$/.test(m.name) ? 5 : 4;
}
