/** Public surface of the search module. Global search and its index. */
export { ensureSearchIndex, matchesKeyword, refreshSearchIndex, searchIndexReady } from './search-index';
export { searchAll } from './search.repository';
export { registerSearchRoutes } from './search.routes';
