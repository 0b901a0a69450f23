/**
 * The first year each province ran the new gaokao (3+3 or 3+1+2), as the Ministry's rounds set
 * them (docs/domain.md): 上海 and 浙江 2017; 北京, 天津, 山东 and 海南 2020; 河北, 辽宁, 江苏, 福建,
 * 湖北, 湖南, 广东 and 重庆 2021; 吉林, 黑龙江, 安徽, 江西, 广西, 贵州 and 甘肃 2024; 山西, 内蒙古,
 * 河南, 四川, 云南, 陕西, 青海 and 宁夏 2025. 新疆 and 西藏 have no year here until one is announced.
 * In that first year culture totals are scored anew (赋分), and art lines jump with them.
 */
export const NEW_GAOKAO_FIRST_YEAR: Readonly<Record<string, number>> = {
  上海: 2017,
  浙江: 2017,
  北京: 2020,
  天津: 2020,
  山东: 2020,
  海南: 2020,
  河北: 2021,
  辽宁: 2021,
  江苏: 2021,
  福建: 2021,
  湖北: 2021,
  湖南: 2021,
  广东: 2021,
  重庆: 2021,
  吉林: 2024,
  黑龙江: 2024,
  安徽: 2024,
  江西: 2024,
  广西: 2024,
  贵州: 2024,
  甘肃: 2024,
  山西: 2025,
  内蒙古: 2025,
  河南: 2025,
  四川: 2025,
  云南: 2025,
  陕西: 2025,
  青海: 2025,
  宁夏: 2025,
};

/** True when `year` is the province's first year of the new gaokao. */
export function isFirstNewGaokaoYear(province: string, year: number): boolean {
  return NEW_GAOKAO_FIRST_YEAR[province] === year;
}

/** The new-gaokao provinces that run 3+3 (any three subjects): their candidates are never split by 物理/历史. */
const THREE_PLUS_THREE: ReadonlySet<string> = new Set(['上海', '浙江', '北京', '天津', '山东', '海南']);

/** The first year a 3+1+2 province split its candidates by 首选科目 (物理/历史); undefined for the others. */
export function firstSubjectSplitYear(province: string): number | undefined {
  return THREE_PLUS_THREE.has(province) ? undefined : NEW_GAOKAO_FIRST_YEAR[province];
}
