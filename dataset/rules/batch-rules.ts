/**
 * Filling rules of art batches where a province's rule is known (docs/domain.md "Art rules as
 * data"): 顺序 or 平行, the unit of one 志愿, how many 志愿 and majors, and 调剂. A batch is matched
 * by province, year and a pattern on its published name. Every row comes from compilations of the
 * provinces' notices, not from the notice itself, so all say 待核实 beside the publisher; a batch no
 * row matches keeps the national pattern and the source 批次规则待核实.
 */

export interface BatchRuleFact {
  province: string;
  fromYear: number;
  toYear: number;
  /** Regular expression source matched against the batch name. */
  batch: string;
  level: '本科' | '专科';
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

export const BATCH_RULES: readonly BatchRuleFact[] = [
  {
    province: '河南',
    fromYear: 2023,
    toYear: 2023,
    batch: '提前',
    level: '本科',
    mode: '顺序',
    unit: '专业+院校',
    maxSlots: 2,
    majorsPerSlot: 1,
    allowAdjust: true,
    status: 'unverified',
    publisher: '河南省教育考试院',
    url: 'http://www.haeea.cn/',
    note: '每个志愿为“学校+专业（类）”，可选是否服从调剂',
  },
  {
    province: '河南',
    fromYear: 2023,
    toYear: 2023,
    batch: '[AB]段',
    level: '本科',
    mode: '平行',
    unit: '专业+院校',
    maxSlots: 12,
    majorsPerSlot: 1,
    allowAdjust: false,
    status: 'unverified',
    publisher: '河南省教育考试院',
    url: 'http://www.haeea.cn/',
    note: '12个平行志愿，每个为“学校+专业（类）”，不设院校和专业调剂',
  },
  {
    province: '河南',
    fromYear: 2023,
    toYear: 2023,
    batch: '专科',
    level: '专科',
    mode: '平行',
    unit: '专业+院校',
    maxSlots: 12,
    majorsPerSlot: 1,
    allowAdjust: false,
    status: 'unverified',
    publisher: '河南省教育考试院',
    url: 'http://www.haeea.cn/',
  },
  {
    province: '河北',
    fromYear: 2020,
    toYear: 2020,
    batch: 'A段',
    level: '本科',
    mode: '顺序',
    unit: '院校',
    maxSlots: 1,
    majorsPerSlot: 6,
    allowAdjust: true,
    status: 'unverified',
    publisher: '河北省教育考试院',
    url: 'http://www.hebeea.edu.cn/',
    note: '一志愿1所院校6个专业；二志愿为征集志愿',
  },
  {
    province: '河北',
    fromYear: 2020,
    toYear: 2020,
    batch: 'B段',
    level: '本科',
    mode: '平行',
    unit: '院校',
    maxSlots: 10,
    majorsPerSlot: 6,
    allowAdjust: true,
    status: 'unverified',
    publisher: '河北省教育考试院',
    url: 'http://www.hebeea.edu.cn/',
    note: '每个志愿最多10所院校×6个专业；二志愿为统一征集',
  },
  {
    province: '江苏',
    fromYear: 2024,
    toYear: 2024,
    batch: '专科',
    level: '专科',
    mode: '平行',
    unit: '院校专业组',
    maxSlots: 20,
    majorsPerSlot: 4,
    allowAdjust: true,
    status: 'unverified',
    publisher: '江苏省教育考试院',
    url: 'https://www.jseea.cn/',
    note: '平行志愿20个院校专业组，每组4个专业和服从调剂；考生也可改填传统志愿（1个院校专业组）',
  },
];
