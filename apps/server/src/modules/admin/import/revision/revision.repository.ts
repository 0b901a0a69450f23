import type { LooseDb, Row, ScopeRef } from './rows';

/**
 * The reads and writes of an import's revision (撤销): the rows of the scoped import tables column by
 * column, whatever their table (names come from the descriptors in scoped-tables.ts, never from input).
 */

/** Rows per insert statement: well under both engines' parameter limits for these tables. */
const CHUNK = 500;

/** A scope's rows of a table, every column, in id order. */
export function listScopeRows(db: LooseDb, table: string, scope: ScopeRef): Promise<Row[]> {
  return db
    .selectFrom(table)
    .selectAll()
    .where('year', '=', scope.year)
    .where('province_id', '=', scope.provinceId)
    .where('exam_category_id', '=', scope.examCategoryId)
    .orderBy('id')
    .execute();
}

/** The rows of 一分一段 tables, by table and from the highest score down. */
export function listRankRowsOf(db: LooseDb, tableIds: readonly number[]): Promise<Row[]> {
  if (tableIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('score_rank_rows')
    .selectAll()
    .where('table_id', 'in', tableIds)
    .orderBy('table_id')
    .orderBy('score', 'desc')
    .execute();
}

/** Names by id of a table with a name column (schools, batches, provinces, exam categories). */
export async function findNamesById(db: LooseDb, table: string, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/** Inserts rows as they are, ids included, CHUNK rows a statement. */
export async function insertRows(db: LooseDb, table: string, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** Deletes the row whose identity columns hold the row's values. */
export async function deleteRowByIdentity(db: LooseDb, table: string, identity: readonly string[], row: Row): Promise<void> {
  let query = db.deleteFrom(table);
  for (const column of identity) {
    query = query.where(column, '=', row[column]);
  }
  await query.execute();
}

/** Sets the other columns of the row whose identity columns hold the row's values. */
export async function updateRowByIdentity(db: LooseDb, table: string, identity: readonly string[], row: Row): Promise<void> {
  const values = Object.fromEntries(Object.entries(row).filter(([c]) => !identity.includes(c)));
  let query = db.updateTable(table).set(values);
  for (const column of identity) {
    query = query.where(column, '=', row[column]);
  }
  await query.execute();
}
