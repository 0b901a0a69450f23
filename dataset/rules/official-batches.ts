/**
 * The art batches each province fills, as the province organises them since the 2024 national art
 * reform (docs/domain.md "Batches"): one row per batch, in the province's order, with its filling
 * rule where the rule is known. Every admission line and plan is placed in one of its province's
 * batches by the data build (the label the publication used is kept beside it as a note), so a
 * family sees the tabs it will fill, not the many labels universities give the same batch.
 *
 * Sources: the batch names are the provinces' own, read from their 2026 art control lines (the
 * notices in `control-lines`) and the exam authorities' 投档 tables in `admissions`; the filling
 * rules are the last published ones where `rule` says so, else the national pattern. No row has been
 * checked against the province's 2026 实施办法 itself, so every row says 待核实 (`unverified`) until
 * it is; an operator's import of the 2027 rules replaces them.
 */

export interface OfficialBatchFact {
  province: string;
  /** First year the province fills art candidates in this batch (the reform year, 2024, unless noted). */
  fromYear: number;
  name: string;
  level: '本科' | '专科';
  /** The province's order (1 is filled first). */
  order: number;
  /**
   * Regular expression on a publication's batch label (and the row's text) that places a line in
   * this batch; the level's batch without `labels` takes every other line of the level.
   */
  labels?: string;
  mode: '平行' | '顺序';
  unit: '院校' | '院校专业组' | '专业+院校';
  maxSlots: number;
  majorsPerSlot: number;
  allowAdjust: boolean;
  status: 'confirmed' | 'unverified';
  publisher: string;
  url: string;
  note?: string;
}

type Authority = { publisher: string; url: string };

const AUTHORITIES: Readonly<Record<string, Authority>> = {
  北京: { publisher: '北京教育考试院', url: 'https://www.bjeea.cn/' },
  天津: { publisher: '天津市教育招生考试院', url: 'http://www.zhaokao.net/' },
  河北: { publisher: '河北省教育考试院', url: 'http://www.hebeea.edu.cn/' },
  山西: { publisher: '山西省招生考试管理中心', url: 'http://www.sxkszx.cn/' },
  内蒙古: { publisher: '内蒙古自治区教育招生考试中心', url: 'https://www.nm.zsks.cn/' },
  辽宁: { publisher: '辽宁省招生考试办公室', url: 'https://www.lnzsks.com/' },
  吉林: { publisher: '吉林省教育考试院', url: 'http://www.jleea.com.cn/' },
  黑龙江: { publisher: '黑龙江省招生考试院', url: 'https://www.lzk.hl.cn/' },
  上海: { publisher: '上海市教育考试院', url: 'https://www.shmeea.edu.cn/' },
  江苏: { publisher: '江苏省教育考试院', url: 'https://www.jseea.cn/' },
  浙江: { publisher: '浙江省教育考试院', url: 'https://www.zjzs.net/' },
  安徽: { publisher: '安徽省教育招生考试院', url: 'https://www.ahzsks.cn/' },
  福建: { publisher: '福建省教育考试院', url: 'https://www.eeafj.cn/' },
  江西: { publisher: '江西省教育考试院', url: 'http://www.jxeea.cn/' },
  山东: { publisher: '山东省教育招生考试院', url: 'https://www.sdzk.cn/' },
  河南: { publisher: '河南省教育考试院', url: 'http://www.haeea.cn/' },
  湖北: { publisher: '湖北省教育考试院', url: 'http://www.hbea.edu.cn/' },
  湖南: { publisher: '湖南省教育考试院', url: 'https://jyt.hunan.gov.cn/' },
  广东: { publisher: '广东省教育考试院', url: 'https://eea.gd.gov.cn/' },
  广西: { publisher: '广西壮族自治区招生考试院', url: 'https://www.gxeea.cn/' },
  海南: { publisher: '海南省考试局', url: 'http://ea.hainan.gov.cn/' },
  重庆: { publisher: '重庆市教育考试院', url: 'https://www.cqksy.cn/' },
  四川: { publisher: '四川省教育考试院', url: 'https://www.sceea.cn/' },
  贵州: { publisher: '贵州省招生考试院', url: 'http://zsksy.guizhou.gov.cn/' },
  云南: { publisher: '云南省招生考试院', url: 'https://www.ynzs.cn/' },
  西藏: { publisher: '西藏自治区教育考试院', url: 'http://zsks.edu.xizang.gov.cn/' },
  陕西: { publisher: '陕西省教育考试院', url: 'http://www.sneea.cn/' },
  甘肃: { publisher: '甘肃省教育考试院', url: 'https://www.ganseea.cn/' },
  青海: { publisher: '青海省教育招生考试院', url: 'http://www.qhjyks.com/' },
  宁夏: { publisher: '宁夏教育考试院', url: 'https://www.nxjyks.cn/' },
  新疆: { publisher: '新疆维吾尔自治区教育考试院', url: 'https://www.xjzk.gov.cn/' },
};

/** 3+1+2 and 3+3 provinces fill 院校专业组 since their reform; the 文理 ones fill by school. */
const TRADITIONAL = new Set(['新疆', '西藏']);

/** A batch on the national pattern: parallel, 40 (本科) or 20 (专科) 志愿 of six majors, 调剂 allowed. */
function parallel(
  province: string,
  name: string,
  level: '本科' | '专科',
  order: number,
  extra: Partial<OfficialBatchFact> = {},
): OfficialBatchFact {
  return {
    province,
    fromYear: 2024,
    name,
    level,
    order,
    mode: '平行',
    unit: TRADITIONAL.has(province) ? '院校' : '院校专业组',
    maxSlots: level === '专科' ? 20 : 40,
    majorsPerSlot: 6,
    allowAdjust: true,
    status: 'unverified',
    ...AUTHORITIES[province],
    ...extra,
  };
}

/** An early batch for the schools that admit by their own exam (校考), filled in order. */
function early(province: string, name: string, order: number, labels: string, extra: Partial<OfficialBatchFact> = {}): OfficialBatchFact {
  return {
    province,
    fromYear: 2024,
    name,
    level: '本科',
    order,
    labels,
    mode: '顺序',
    unit: '院校',
    maxSlots: 2,
    majorsPerSlot: 6,
    allowAdjust: true,
    status: 'unverified',
    ...AUTHORITIES[province],
    ...extra,
  };
}

/** The common shape: one 本科 and one 专科 art batch. */
function plain(province: string, undergraduate = '艺术类本科批', vocational = '艺术类专科批'): OfficialBatchFact[] {
  return [parallel(province, undergraduate, '本科', 1), parallel(province, vocational, '专科', 2)];
}

export const OFFICIAL_BATCHES: readonly OfficialBatchFact[] = [
  early('北京', '本科提前批艺术类A段', 1, 'A段'),
  parallel('北京', '本科提前批艺术类B段', '本科', 2, { note: '统考成绩录取的艺术类专业在B段平行投档' }),
  parallel('北京', '专科提前批艺术类', '专科', 3),
  early('天津', '艺术类本科批（校考阶段）', 1, '校考'),
  parallel('天津', '艺术类本科批（统考阶段）', '本科', 2),
  parallel('天津', '艺术类高职（专科）批', '专科', 3),
  early('河北', '本科提前批A段', 1, 'A段'),
  parallel('河北', '本科提前批B段', '本科', 2, { note: '统考成绩录取的艺术类专业在B段平行投档' }),
  parallel('河北', '专科提前批', '专科', 3),
  ...plain('山西', '艺术本科批', '艺术专科批'),
  parallel('内蒙古', '本科提前批（艺术类）', '本科', 1),
  parallel('内蒙古', '专科提前批（艺术类）', '专科', 2),
  ...plain('辽宁', '艺术类本科批', '艺术类高职（专科）批'),
  ...plain('吉林'),
  ...plain('黑龙江'),
  ...plain('上海', '艺术类本科批', '艺术类专科批'),
  early('江苏', '艺术类本科提前批第1小批', 1, '1小批|第一小批|校考'),
  parallel('江苏', '艺术类本科提前批第2小批', '本科', 2, { note: '统考成绩录取的艺术类专业' }),
  parallel('江苏', '艺术类专科批', '专科', 3, {
    maxSlots: 20,
    majorsPerSlot: 4,
    note: '平行志愿20个院校专业组，每组4个专业和服从调剂（2024年江苏省教育考试院公布）',
  }),
  parallel('浙江', '艺术类第一段', '本科', 1, { unit: '专业+院校', maxSlots: 80, majorsPerSlot: 1, allowAdjust: false }),
  parallel('浙江', '艺术类第二段', '专科', 2, { unit: '专业+院校', maxSlots: 80, majorsPerSlot: 1, allowAdjust: false }),
  ...plain('安徽'),
  ...plain('福建'),
  ...plain('江西'),
  parallel('山东', '艺术类本科批', '本科', 1, { unit: '专业+院校', maxSlots: 96, majorsPerSlot: 1, allowAdjust: false }),
  parallel('山东', '艺术类专科批', '专科', 2, { unit: '专业+院校', maxSlots: 96, majorsPerSlot: 1, allowAdjust: false }),
  parallel('河南', '艺术类本科批', '本科', 1, {
    unit: '专业+院校',
    maxSlots: 12,
    majorsPerSlot: 1,
    allowAdjust: false,
    note: '每个志愿为“专业（类）+学校”；志愿个数沿用2023年公布的12个，2025年起的个数待核实',
  }),
  parallel('河南', '艺术类专科批', '专科', 2, { unit: '专业+院校', maxSlots: 12, majorsPerSlot: 1, allowAdjust: false }),
  ...plain('湖北'),
  parallel('湖南', '本科提前批（艺术类）', '本科', 1),
  parallel('湖南', '专科提前批（艺术类）', '专科', 2),
  ...plain('广东'),
  ...plain('广西', '艺术类本科批', '艺术类高职高专批'),
  ...plain('海南'),
  ...plain('重庆'),
  ...plain('四川'),
  ...plain('贵州'),
  ...plain('云南', '艺术类本科批', '艺术类高职（专科）批'),
  parallel('西藏', '提前批艺术类本科', '本科', 1),
  parallel('西藏', '提前批艺术类专科', '专科', 2),
  ...plain('陕西'),
  ...plain('甘肃', '艺术类本科批', '艺术类高职（专科）批'),
  ...plain('青海'),
  ...plain('宁夏', '艺术类本科批', '艺术类高职（专科）批'),
  parallel('新疆', '本科提前批艺术类', '本科', 1),
  parallel('新疆', '专科提前批艺术类', '专科', 2),
];

/** The official batches of a province in a year (the structure in force, else the earliest one), in order. */
export function officialBatchesOf(province: string, year: number): OfficialBatchFact[] {
  const all = OFFICIAL_BATCHES.filter((b) => b.province === province);
  const first = Math.min(...all.map((b) => b.fromYear));
  const from = Math.max(...all.filter((b) => b.fromYear <= Math.max(year, first)).map((b) => b.fromYear));
  return all.filter((b) => b.fromYear === from).sort((a, b) => a.order - b.order);
}

/**
 * The official batch a published line belongs to: a batch whose `labels` match the label, else the
 * level's catch-all batch. Null when the province has no batch of that level.
 */
export function officialBatchOf(province: string, year: number, level: string, label: string): OfficialBatchFact | null {
  const batches = officialBatchesOf(province, year).filter((b) => b.level === level);
  return (
    batches.find((b) => b.labels !== undefined && new RegExp(b.labels).test(label)) ?? batches.find((b) => b.labels === undefined) ?? null
  );
}
