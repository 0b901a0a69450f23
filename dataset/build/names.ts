/**
 * The names the product knows, and the normalisation of the names the publications use.
 * Province authorities and full scores are stated here once; every builder maps onto them.
 */
import type { Level, SubjectGroup } from '../format';

/** The 31 provincial divisions: short name, the exam authority a member reads as the publisher, culture full score. */
export const PROVINCES: Readonly<Record<string, { authority: string; fullScore: number }>> = {
  北京: { authority: '北京教育考试院', fullScore: 750 },
  天津: { authority: '天津市教育招生考试院', fullScore: 750 },
  河北: { authority: '河北省教育考试院', fullScore: 750 },
  山西: { authority: '山西省招生考试管理中心', fullScore: 750 },
  内蒙古: { authority: '内蒙古自治区教育招生考试中心', fullScore: 750 },
  辽宁: { authority: '辽宁省招生考试办公室', fullScore: 750 },
  吉林: { authority: '吉林省教育考试院', fullScore: 750 },
  黑龙江: { authority: '黑龙江省招生考试院', fullScore: 750 },
  上海: { authority: '上海市教育考试院', fullScore: 660 },
  江苏: { authority: '江苏省教育考试院', fullScore: 750 },
  浙江: { authority: '浙江省教育考试院', fullScore: 750 },
  安徽: { authority: '安徽省教育招生考试院', fullScore: 750 },
  福建: { authority: '福建省教育考试院', fullScore: 750 },
  江西: { authority: '江西省教育考试院', fullScore: 750 },
  山东: { authority: '山东省教育招生考试院', fullScore: 750 },
  河南: { authority: '河南省教育考试院', fullScore: 750 },
  湖北: { authority: '湖北省教育考试院', fullScore: 750 },
  湖南: { authority: '湖南省教育考试院', fullScore: 750 },
  广东: { authority: '广东省教育考试院', fullScore: 750 },
  广西: { authority: '广西壮族自治区招生考试院', fullScore: 750 },
  海南: { authority: '海南省考试局', fullScore: 900 },
  重庆: { authority: '重庆市教育考试院', fullScore: 750 },
  四川: { authority: '四川省教育考试院', fullScore: 750 },
  贵州: { authority: '贵州省招生考试院', fullScore: 750 },
  云南: { authority: '云南省招生考试院', fullScore: 750 },
  西藏: { authority: '西藏自治区教育考试院', fullScore: 750 },
  陕西: { authority: '陕西省教育考试院', fullScore: 750 },
  甘肃: { authority: '甘肃省教育考试院', fullScore: 750 },
  青海: { authority: '青海省教育招生考试院', fullScore: 750 },
  宁夏: { authority: '宁夏教育考试院', fullScore: 750 },
  新疆: { authority: '新疆维吾尔自治区教育考试院', fullScore: 750 },
};

/**
 * The national 统考 categories and the directions within them that the product offers (format.ts).
 * Publications also split 音乐教育 by 主项 and 播音与主持类 by 普通话/粤语 (广东, 吉林); those rows are
 * recognised but left out and counted until the product offers the direction: add it here to ship them.
 */
export const CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  美术与设计类: [''],
  音乐类: ['', '音乐表演-声乐', '音乐表演-器乐', '音乐教育'],
  舞蹈类: [''],
  '表（导）演类': ['', '戏剧影视表演', '服装表演', '戏剧影视导演'],
  播音与主持类: [''],
  书法类: [''],
};

/** Full score of a 专业 (统考) result: 300 in the national scheme. */
export const TESTS_FULL_SCORE = 300;

/** 北京市 / 内蒙古自治区 / 广西壮族自治区 → 北京 / 内蒙古 / 广西; null when not a province. */
export function provinceShortName(raw: string): string | null {
  const name = raw.trim();
  if (PROVINCES[name]) {
    return name;
  }
  for (const short of Object.keys(PROVINCES)) {
    if (name.startsWith(short)) {
      return short;
    }
  }
  return null;
}

export function fullScoreOf(province: string): number {
  return PROVINCES[province]?.fullScore ?? 750;
}

/** 物理类 / 艺术类（物理科目组） / 理工 … → the format's subject group. */
export function subjectGroupOf(raw: string): SubjectGroup {
  if (/物理/.test(raw)) {
    return '物理';
  }
  if (/历史/.test(raw)) {
    return '历史';
  }
  if (/理科|理工/.test(raw)) {
    return '理科';
  }
  if (/文科|文史/.test(raw)) {
    return '文科';
  }
  return '';
}

/** 专科 / 高职 / 第二段 → 专科; 本科 / 第一段 → 本科; null when the text names neither. */
export function levelOf(raw: string): Level | null {
  if (/专科|高职|第二段|二段/.test(raw)) {
    return '专科';
  }
  if (/本科|第一段|一段|特殊类型|一批|二批/.test(raw)) {
    return '本科';
  }
  return null;
}

export interface ArtCategory {
  category: string;
  direction: string;
}

/** Ordered from the most specific wording to the most general; a match is blanked out before the next. */
const ART_PATTERNS: readonly [RegExp, string, string][] = [
  [/音乐表演类?[（(]声乐[、，,和及]器乐[)）]/g, '音乐类', '音乐表演-声乐|音乐表演-器乐'],
  [/音乐表演类?[（(]?[-—]?声乐(主项)?[)）]?(方向)?|声乐方向/g, '音乐类', '音乐表演-声乐'],
  [/音乐表演类?[（(]?[-—]?器乐(主项)?[)）]?(方向)?|器乐方向/g, '音乐类', '音乐表演-器乐'],
  // 音乐表演 with no 声乐/器乐 speaks of both directions.
  [/音乐表演类?/g, '音乐类', '音乐表演-声乐|音乐表演-器乐'],
  [/音乐教育类?[（(]声乐主项[)）]/g, '音乐类', '音乐教育-声乐主项'],
  [/音乐教育类?[（(]器乐主项[)）]/g, '音乐类', '音乐教育-器乐主项'],
  [/音乐教育/g, '音乐类', '音乐教育'],
  [/服装表演/g, '表（导）演类', '服装表演'],
  [/戏剧影视表演|表演方向/g, '表（导）演类', '戏剧影视表演'],
  [/戏剧影视导演|导演方向/g, '表（导）演类', '戏剧影视导演'],
  [/表[（(]导[)）]演/g, '表（导）演类', ''],
  [/音乐类/g, '音乐类', ''],
  [/美术与设计|美术类/g, '美术与设计类', ''],
  [/舞蹈/g, '舞蹈类', ''],
  [/播音与主持类?[（(]普通话(方向)?[)）]/g, '播音与主持类', '普通话'],
  [/播音与主持类?[（(](含)?粤语(方向)?[)）]/g, '播音与主持类', '粤语'],
  [/播音与主持/g, '播音与主持类', ''],
  [/书法/g, '书法类', ''],
];

/**
 * The art categories a published name speaks of (a name can list several: 音乐教育类、美术与设计类…),
 * [] when the text names none of the product's categories.
 */
export function artCategoriesOf(raw: string): ArtCategory[] {
  let text = raw;
  const found: ArtCategory[] = [];
  for (const [pattern, category, direction] of ART_PATTERNS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, ' ');
      for (const one of direction.split('|')) {
        if (!found.some((f) => f.category === category && f.direction === one)) {
          found.push({ category, direction: one });
        }
      }
    }
    pattern.lastIndex = 0;
  }
  // 表（导）演类 with a direction already named is that direction, not the whole category too.
  return found.filter((f) => f.direction !== '' || !found.some((o) => o.category === f.category && o.direction !== ''));
}

/** Why an art-looking name is outside the product (戏曲, 广播电视编导, 校考 …), or null. */
export function otherArtReason(raw: string): string | null {
  const match = /戏曲|广播电视编导|校考/.exec(raw);
  if (match) {
    return `category not in the product (${match[0]})`;
  }
  return /艺术/.test(raw) ? 'art line without a product category' : null;
}

export function isKnownCategory(category: string | null, direction: string): boolean {
  if (category === null) {
    return direction === '';
  }
  return CATEGORIES[category]?.includes(direction) ?? false;
}

/**
 * The 统考 category a catalogue major is usually examined in, for admission rows that name only the
 * major (a university's own results page). Majors without a national 统考 category give null.
 */
export function artCategoryOfMajor(majorName: string): ArtCategory | null {
  const name = majorName.replace(/\s+/g, '');
  const named = artCategoriesOf(majorName);
  if (named.length > 0 && named.every((n) => n.category === named[0].category)) {
    return named.length === 1 ? named[0] : { category: named[0].category, direction: '' };
  }
  const rules: [RegExp, string, string][] = [
    [/广播电视编导|戏剧影视文学|艺术史论|艺术管理|戏曲/, '', ''],
    [/音乐|作曲|钢琴|声乐|器乐|流行/, '音乐类', ''],
    [/舞蹈/, '舞蹈类', ''],
    [/服装表演/, '表（导）演类', '服装表演'],
    [/导演/, '表（导）演类', '戏剧影视导演'],
    [/(^|[（(])表演|戏剧影视表演|影视表演/, '表（导）演类', '戏剧影视表演'],
    [/播音|主持/, '播音与主持类', ''],
    [/书法/, '书法类', ''],
    // Bare 设计 or 工艺 would take in 机械设计 or 食品工艺.
    [
      /美术|绘画|雕塑|设计学|艺术设计|视觉传达|环境设计|产品设计|服装与服饰设计|公共艺术|工艺美术|动画|摄影|数字媒体艺术|艺术与科技|漫画|插画|中国画|油画|版画|壁画|陶瓷艺术|实验艺术|跨媒体|美术教育/,
      '美术与设计类',
      '',
    ],
  ];
  for (const [pattern, category, direction] of rules) {
    if (pattern.test(name)) {
      return category ? { category, direction } : null;
    }
  }
  return null;
}
