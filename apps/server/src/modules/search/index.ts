/** Public surface of the search module. Global search, and the in-memory snapshot 找大学 and the major list filter with. */
export { majorPositions, schoolPositions } from './keyword-match';
export { recheckSearchSnapshot, searchedDataChanged, searchSnapshot } from './search-freshness';
export type { SchoolsHeld } from './search-snapshot';
