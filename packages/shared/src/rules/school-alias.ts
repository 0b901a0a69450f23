/**
 * Short names people type for art schools (美院 for 美术学院, 央美 for 中央美术学院 …).
 * Searching by name also tries the full forms, so 美院 finds 中央美术学院.
 */
/** Nicknames of whole schools: matched only when they are the whole keyword (中央美术学院 itself contains 央美). */
const SCHOOL_NICKNAMES: readonly [string, string][] = [
  ['央美', '中央美术学院'],
  ['国美', '中国美术学院'],
  ['川美', '四川美术学院'],
  ['广美', '广州美术学院'],
  ['鲁美', '鲁迅美术学院'],
  ['西美', '西安美术学院'],
  ['湖美', '湖北美术学院'],
  ['天美', '天津美术学院'],
  ['央音', '中央音乐学院'],
  ['上音', '上海音乐学院'],
  ['中戏', '中央戏剧学院'],
  ['上戏', '上海戏剧学院'],
  ['北电', '北京电影学院'],
  ['北舞', '北京舞蹈学院'],
  ['中传', '中国传媒大学'],
  ['北服', '北京服装学院'],
];

/** Short forms of name endings, expanded wherever they appear (四川美院 → 四川美术学院). */
const SUFFIX_SHORT_FORMS: readonly [string, string][] = [
  ['美院', '美术学院'],
  ['音院', '音乐学院'],
  ['戏院', '戏剧学院'],
  ['艺院', '艺术学院'],
];

/** The keyword and every full form its short names expand to, without duplicates. */
export function schoolNameVariants(keyword: string): string[] {
  const variants = new Set([keyword]);
  for (const [nickname, full] of SCHOOL_NICKNAMES) {
    if (keyword === nickname) {
      variants.add(full);
    }
  }
  for (const [short, full] of SUFFIX_SHORT_FORMS) {
    if (keyword.includes(short)) {
      variants.add(keyword.replace(short, full));
    }
  }
  return [...variants];
}

/**
 * Names exam authorities print for a school that the national list names otherwise, and the list's
 * name they belong to (with the campus or site note the printed name carries). A campus written
 * in brackets (北京师范大学（珠海校区）, 山东大学（威海）) or run on (山东大学威海分校) needs no entry:
 * `schoolNameCandidates` reads those by rule.
 */
export const SCHOOL_NAME_ALIASES: readonly { printed: string; school: string; campus: string }[] = [
  // 包头师范学院 is a college of 内蒙古科技大学 on the national list; 内蒙古's 投档 tables print it under both names.
  { printed: '内蒙古科技大学包头师范学院', school: '内蒙古科技大学', campus: '包头师范学院' },
];

/** How a printed school name was read: as listed, with brackets and spaces normalised, from the alias list, or as a campus of a listed school. */
export type SchoolNameReading = 'exact' | 'normalised' | 'alias' | 'campus';

export interface SchoolNameCandidate {
  name: string;
  by: SchoolNameReading;
  /** The campus or site note a campus reading took off (珠海校区, 威海); null otherwise. */
  campus: string | null;
}

/** Full-width brackets, no spaces: 中国地质大学(北京) → 中国地质大学（北京）. */
export function normaliseSchoolName(name: string): string {
  return name.replace(/\s+/g, '').replaceAll('(', '（').replaceAll(')', '）');
}

/**
 * The national-list names a printed school name may stand for, most literal first: as printed;
 * brackets and spaces normalised; the alias list; without a trailing bracketed note (a campus,
 * site or programme: 北京师范大学（珠海校区） → 北京师范大学, 山东大学（威海） → 山东大学); without a
 * run-on campus (山东大学威海分校 → 山东大学). The caller takes the first that is a listed school, so
 * a bracketed name that is itself listed (中国地质大学（北京）) is never cut to another school.
 */
export function schoolNameCandidates(printed: string): SchoolNameCandidate[] {
  const trimmed = printed.trim();
  const normal = normaliseSchoolName(trimmed);
  const candidates: SchoolNameCandidate[] = [
    { name: trimmed, by: 'exact', campus: null },
    { name: normal, by: 'normalised', campus: null },
  ];
  const alias = SCHOOL_NAME_ALIASES.find((a) => normaliseSchoolName(a.printed) === normal);
  if (alias) {
    candidates.push({ name: alias.school, by: 'alias', campus: alias.campus });
  }
  const bracketed = /^(.{2,}?)（([^（）]{1,12})）$/.exec(normal);
  if (bracketed) {
    candidates.push({ name: bracketed[1], by: 'campus', campus: bracketed[2] });
  }
  const runOn = /^(.+?(?:大学|学院))([\u4e00-\u9fa5]{2,4}(?:分校|校区))$/.exec(normal);
  if (runOn) {
    candidates.push({ name: runOn[1], by: 'campus', campus: runOn[2] });
  }
  return candidates.filter((c, i) => c.name !== '' && candidates.findIndex((d) => d.name === c.name) === i);
}
