import { NATIONAL_EXAM_CATEGORIES, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from '@yzy/shared/contracts';
import { FOREIGN_LANGUAGES, SCORE_STATUS } from '@yzy/shared/rules';

/**
 * Dictionaries served by getDictionariesList. Where another feature stores the text itself
 * (school nature, type and tags, batch names, languages) the value is that text, so a filter can
 * send the value as is; numeric codes are sent as text ('1'). The last group is among the product's
 * discarded keys: the client drops them after loading.
 */
type Entry = readonly [value: string, label: string];

const same = (values: readonly string[]): Entry[] => values.map((v) => [v, v]);

export const DICTIONARIES: Readonly<Record<string, readonly Entry[]>> = {
  schoolNature: same(SCHOOL_NATURES),
  schoolType: same(SCHOOL_TYPES),
  schoolTag: same(SCHOOL_TAGS),
  batchType: same(['本科提前批', '艺术类本科批', '专科批']),
  volunteerMode: [
    ['1', '平行志愿'],
    ['2', '顺序志愿'],
  ],
  foreignLanguage: same(FOREIGN_LANGUAGES),
  identity: [
    ['1', '考生'],
    ['2', '家长'],
    ['3', '老师'],
  ],
  examCategory: NATIONAL_EXAM_CATEGORIES.map((c): Entry => [String(c.code), c.name]),
  subjectMode: [
    ['0', '文理分科'],
    ['1', '3+3'],
    ['2', '3+1+2'],
  ],
  scoreStatus: same([SCORE_STATUS.published, SCORE_STATUS.unpublished]),
  degree: same(['艺术学学士', '文学学士', '工学学士']),
  bool: [
    ['0', '否'],
    ['1', '是'],
  ],
  status: [
    ['0', '停用'],
    ['1', '启用'],
  ],
  vip_level: [
    ['1', '普通用户'],
    ['2', 'VIP'],
    ['3', '高级VIP'],
  ],
  payType: [['11', '微信扫码支付']],
  source: [['4', '网页端']],
};
