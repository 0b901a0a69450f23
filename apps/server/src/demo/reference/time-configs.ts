import type { ProvinceDataTimeConfigsTable } from '../../db/tables/score-profile';
import { BROADCASTING_CATEGORY_ID } from './categories';
import type { ProvinceFact } from './provinces';

/**
 * Demo time configs (示例数据): 统考 results published in early March, gaokao results on
 * 25 June, filling from 1 to 10 July, all Beijing time. Some provinces ask for the ranking
 * (位次) in the score form; 江苏 asks only for 播音与主持类, to show a category-specific config.
 */
export const RANKING_PROVINCES: readonly string[] = ['北京', '上海', '浙江', '山东', '广东'];
export const CATEGORY_RANKING: readonly { province: string; categoryId: number }[] = [
  { province: '江苏', categoryId: BROADCASTING_CATEGORY_ID },
];

/** Unix seconds of a Beijing-time wall clock. */
export function beijingTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Math.floor(Date.UTC(year, month - 1, day, hour - 8, minute) / 1000);
}

type TimeConfigRow = Omit<ProvinceDataTimeConfigsTable, 'id'>;

function releaseTimes(
  year: number,
): Pick<TimeConfigRow, 'culture_score_release_time' | 'tests_score_release_time' | 'filling_start_time' | 'filling_end_time'> {
  return {
    tests_score_release_time: beijingTime(year, 3, 10, 10),
    culture_score_release_time: beijingTime(year, 6, 25, 10),
    filling_start_time: beijingTime(year, 7, 1, 9),
    filling_end_time: beijingTime(year, 7, 10, 17),
  };
}

/** The province-wide config of a province for a year. */
export function provinceTimeConfig(province: ProvinceFact, year: number): TimeConfigRow {
  return {
    province_id: province.id,
    exam_category_id: null,
    year,
    is_input_ranking: RANKING_PROVINCES.includes(province.name) ? 1 : 0,
    ...releaseTimes(year),
  };
}

/** Category-specific configs of a province for a year, given its categories' ids by national code. */
export function categoryTimeConfigs(province: ProvinceFact, year: number, categoryIds: Map<number, number[]>): TimeConfigRow[] {
  return CATEGORY_RANKING.filter((c) => c.province === province.name).flatMap((c) =>
    (categoryIds.get(c.categoryId) ?? []).map((examCategoryId) => ({
      province_id: province.id,
      exam_category_id: examCategoryId,
      year,
      is_input_ranking: 1,
      ...releaseTimes(year),
    })),
  );
}
