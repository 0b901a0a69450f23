// Limits the member's pages need from their first load (the header's search, the compare tray).
// This module imports nothing, so the web app can take them from `@yzy/shared/contracts/limits`
// without the zod contracts (docs/performance.md, front end).

/** Longest keyword of the global search and the list filters. */
export const SEARCH_KEYWORD_MAX = 30;
/** Most results of one kind the global search returns. */
export const SEARCH_LIMIT_MAX = 10;
/** Schools or majors side by side at most. */
export const COMPARE_MAX = 4;
