// The values of the list filters and of 模拟填报's tabs and sorts. This module imports no zod, so the
// web app can take them from `@yzy/shared/contracts/choices` without the zod contracts
// (docs/performance.md, front end); catalogue.ts and planning.ts build their schemas from them.
import { TIERS } from '../rules/tiers';

/** School types used by 找大学 filters. */
export const SCHOOL_TYPES = ['综合', '艺术', '师范', '理工', '农林', '传媒'] as const;
/** 办学性质. */
export const SCHOOL_NATURES = ['公办', '民办', '中外合作'] as const;
/** School tags; 独立设置艺术院校 and 参照执行 schools admit in the early art batch. */
export const SCHOOL_TAGS = ['985', '211', '双一流', '独立设置艺术院校', '参照执行'] as const;
/** The five classes of 门类 13 艺术学 (there is no 1306). */
export const MAJOR_CLASSES = [
  { code: '1301', name: '艺术学理论类' },
  { code: '1302', name: '音乐与舞蹈学类' },
  { code: '1303', name: '戏剧与影视学类' },
  { code: '1304', name: '美术学类' },
  { code: '1305', name: '设计学类' },
] as const;
export const MAJOR_CLASS_CODES = MAJOR_CLASSES.map((c) => c.code);

/** Tier filter of filling/recommend: one band, every eligible row, rows without an estimate, or excluded rows. */
export const RECOMMEND_TIERS = [...TIERS, 'all', 'unrated', 'excluded'] as const;
/** Sort orders: useful = 冲 worth a slot (20–40%) first, then the long shots, 稳, 保 (the default); line = strongest schools first (lowest predicted line rank); probability = most likely first; probabilityAsc; planCount = most places first; tuition = cheapest first. */
export const RECOMMEND_SORTS = ['useful', 'line', 'probability', 'probabilityAsc', 'planCount', 'tuition'] as const;
