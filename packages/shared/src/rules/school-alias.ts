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
