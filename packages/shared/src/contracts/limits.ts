// Limits the member's pages need from their first load (the header's search, the compare tray, 我的志愿's
// tables, 模拟填报's what-if and 目标倒推). This module imports nothing, so the web app can take them from
// `@yzy/shared/contracts/limits` without the zod contracts (docs/performance.md, front end).

/** Longest keyword of the global search and the list filters. */
export const SEARCH_KEYWORD_MAX = 30;
/** Most results of one kind the global search returns. */
export const SEARCH_LIMIT_MAX = 10;
/** Schools or majors side by side at most. */
export const COMPARE_MAX = 4;
/** Tables one member may keep (我的志愿). */
export const VOLUNTEER_TABLES_MAX = 20;
/** Longest name of a 志愿表. */
export const VOLUNTEER_NAME_MAX = 30;
/** Most scenarios side by side in 估分 what-if (保守 / 正常 / 理想). */
export const WHAT_IF_MAX_SCENARIOS = 3;
/** Longest scenario name. */
export const WHAT_IF_LABEL_MAX = 8;
/** Most plans one 目标倒推 call answers (one page of 模拟填报). */
export const TARGET_PLANS_MAX = 50;
/** Rows per page of every paged list, at most. */
export const PAGE_SIZE_MAX = 50;
