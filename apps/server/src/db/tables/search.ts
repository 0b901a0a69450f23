/** The keyword index (modules/search/search-index.ts): every 1–3 character piece of the searched texts. */
export interface SearchGramsTable {
  /** 'school' | 'major' | 'article' */
  kind: string;
  gram: string;
  ref_id: number;
}

/** What the index was last built from, per kind: a rebuild happens when the source changed. */
export interface SearchIndexStateTable {
  kind: string;
  signature: string;
}

export interface SearchTables {
  search_grams: SearchGramsTable;
  search_index_state: SearchIndexStateTable;
}
