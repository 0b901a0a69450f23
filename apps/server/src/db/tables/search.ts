/**
 * One row (kind 'catalogue'): a token the writers of what keyword search and 找大学 answer from
 * replace in their transaction, so every instance reloads its search snapshot at its next check
 * (modules/search/search-freshness.ts). The column names are those of the keyword index it served before.
 */
export interface SearchIndexStateTable {
  kind: string;
  signature: string;
}

export interface SearchTables {
  search_index_state: SearchIndexStateTable;
}
