import type { SubjectMode } from '@yzy/shared/rules';

/**
 * The 31 provincial divisions with their gaokao subject mode (docs/domain.md, Provinces and subject modes).
 * Ids are the two-digit administrative codes. Culture full score 750 except 上海 660 and 海南 900.
 * 3+3: 北京、天津、上海、浙江、山东、海南 (浙江 adds 技术). Traditional 文理: 新疆、西藏 (still so in
 * 2025; their switch to the new gaokao around 2027 is unconfirmed, so they stay traditional here
 * until an operator import says otherwise). Every other province runs 3+1+2.
 */
export interface ProvinceFact {
  id: number;
  name: string;
  mode: SubjectMode;
  cultureFullScore: number;
}

const T = 0;
const S33 = 1;
const S312 = 2;

export const PROVINCES: readonly ProvinceFact[] = [
  { id: 11, name: '北京', mode: S33, cultureFullScore: 750 },
  { id: 12, name: '天津', mode: S33, cultureFullScore: 750 },
  { id: 13, name: '河北', mode: S312, cultureFullScore: 750 },
  { id: 14, name: '山西', mode: S312, cultureFullScore: 750 },
  { id: 15, name: '内蒙古', mode: S312, cultureFullScore: 750 },
  { id: 21, name: '辽宁', mode: S312, cultureFullScore: 750 },
  { id: 22, name: '吉林', mode: S312, cultureFullScore: 750 },
  { id: 23, name: '黑龙江', mode: S312, cultureFullScore: 750 },
  { id: 31, name: '上海', mode: S33, cultureFullScore: 660 },
  { id: 32, name: '江苏', mode: S312, cultureFullScore: 750 },
  { id: 33, name: '浙江', mode: S33, cultureFullScore: 750 },
  { id: 34, name: '安徽', mode: S312, cultureFullScore: 750 },
  { id: 35, name: '福建', mode: S312, cultureFullScore: 750 },
  { id: 36, name: '江西', mode: S312, cultureFullScore: 750 },
  { id: 37, name: '山东', mode: S33, cultureFullScore: 750 },
  { id: 41, name: '河南', mode: S312, cultureFullScore: 750 },
  { id: 42, name: '湖北', mode: S312, cultureFullScore: 750 },
  { id: 43, name: '湖南', mode: S312, cultureFullScore: 750 },
  { id: 44, name: '广东', mode: S312, cultureFullScore: 750 },
  { id: 45, name: '广西', mode: S312, cultureFullScore: 750 },
  { id: 46, name: '海南', mode: S33, cultureFullScore: 900 },
  { id: 50, name: '重庆', mode: S312, cultureFullScore: 750 },
  { id: 51, name: '四川', mode: S312, cultureFullScore: 750 },
  { id: 52, name: '贵州', mode: S312, cultureFullScore: 750 },
  { id: 53, name: '云南', mode: S312, cultureFullScore: 750 },
  { id: 54, name: '西藏', mode: T, cultureFullScore: 750 },
  { id: 61, name: '陕西', mode: S312, cultureFullScore: 750 },
  { id: 62, name: '甘肃', mode: S312, cultureFullScore: 750 },
  { id: 63, name: '青海', mode: S312, cultureFullScore: 750 },
  { id: 64, name: '宁夏', mode: S312, cultureFullScore: 750 },
  { id: 65, name: '新疆', mode: T, cultureFullScore: 750 },
];

const SIX_ELECTIVES = '物理、化学、生物、政治、历史、地理';

/** The subject lists of a province, joined by 、 as getProvinceNemtInfo answers them. */
export function subjectListsOf(province: ProvinceFact): { first: string; second: string } {
  switch (province.mode) {
    case 0:
      return { first: '文科、理科', second: '' };
    case 1:
      return { first: province.name === '浙江' ? `${SIX_ELECTIVES}、技术` : SIX_ELECTIVES, second: '' };
    case 2:
      return { first: '物理、历史', second: '化学、生物、政治、地理' };
  }
}
