import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The keyword index behind the header search, 找大学 and the major and article searches: every
 * piece of 1 to 3 characters of the searched texts (lower case), in search_grams, on both
 * engines. A keyword of up to 3 characters is found by one key lookup, exactly; a longer one
 * narrows to the records holding all its 3-character pieces, which the caller's LIKE conditions
 * then confirm. docs/performance.md has the query plans.
 *
 * The index follows the data: writers of the indexed texts call refreshSearchIndex; a source
 * whose signature (count, highest id, total text length) moved is rebuilt whole, checked on
 * start and at most once a minute per process (another instance's import, a seed).
 */

export type SearchKind = 'school' | 'major' | 'article';

const MAX_GRAM = 3;
const INSERT_CHUNK = 500;
export const RECHECK_MS = 60_000;

/** The texts of each kind, as SQL over its table, and the SQL expression summing their lengths. */
const SOURCES: Record<SearchKind, { table: 'schools' | 'majors' | 'articles'; columns: string[] }> = {
  school: { table: 'schools', columns: ['name', 'pinyin', 'pinyin_initials'] },
  major: { table: 'majors', columns: ['name', 'code'] },
  article: { table: 'articles', columns: ['title'] },
};
const KINDS = Object.keys(SOURCES) as SearchKind[];

/** Every distinct piece of 1..3 characters of the texts, lower case (characters, not UTF-16 units). */
export function gramsOf(texts: string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const chars = [...text.toLowerCase()];
    for (let start = 0; start < chars.length; start++) {
      for (let length = 1; length <= MAX_GRAM && start + length <= chars.length; length++) {
        grams.add(chars.slice(start, start + length).join(''));
      }
    }
  }
  return [...grams];
}

/**
 * `idColumn` is a record whose texts contain one of the needles. Needles of up to 3 characters
 * match exactly by the index; longer ones must also pass `confirm` (the original LIKE conditions).
 */
export function matchesKeyword(kind: SearchKind, idColumn: string, needles: string[], confirm: RawBuilder<boolean>[]): RawBuilder<boolean> {
  const lowered = [...new Set(needles.map((n) => n.toLowerCase()).filter((n) => n !== ''))];
  const short = lowered.filter((n) => [...n].length <= MAX_GRAM);
  const long = lowered.filter((n) => [...n].length > MAX_GRAM);
  const id = sql.ref(idColumn);
  const parts: RawBuilder<boolean>[] = [];
  if (short.length > 0) {
    parts.push(sql<boolean>`${id} in (select g.ref_id from search_grams g where g.kind = ${kind} and g.gram in (${sql.join(short)}))`);
  }
  if (long.length > 0) {
    // One key lookup per piece, intersected (a GROUP BY over the pieces lets SQLite walk the whole kind instead).
    const candidates = long.map((needle) => {
      const lookups = trigramsOf(needle).map(
        (piece) => sql<boolean>`${id} in (select g.ref_id from search_grams g where g.kind = ${kind} and g.gram = ${piece})`,
      );
      return sql<boolean>`(${sql.join(lookups, sql` and `)})`;
    });
    parts.push(sql<boolean>`((${sql.join(candidates, sql` or `)}) and (${sql.join(confirm, sql` or `)}))`);
  }
  return parts.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

function trigramsOf(needle: string): string[] {
  const chars = [...needle];
  const pieces = new Set<string>();
  for (let start = 0; start + MAX_GRAM <= chars.length; start++) {
    pieces.add(chars.slice(start, start + MAX_GRAM).join(''));
  }
  return [...pieces];
}

async function textsOf(db: Kysely<Database>, kind: SearchKind, ids?: number[]): Promise<{ id: number; texts: string[] }[]> {
  const { table, columns } = SOURCES[kind];
  let query = db.selectFrom(table).select(['id', ...columns.map((c) => sql.ref<string>(c).as(c))]);
  if (ids) {
    query = query.where('id', 'in', ids);
  }
  const rows = (await query.execute()) as unknown as Record<string, unknown>[];
  return rows.map((r) => ({ id: Number(r.id), texts: columns.map((c) => String(r[c] ?? '')) }));
}

async function signatureOf(db: Kysely<Database>, kind: SearchKind): Promise<string> {
  const { table, columns } = SOURCES[kind];
  const lengths = sql.join(
    columns.map((c) => sql`length(${sql.ref(c)})`),
    sql` + `,
  );
  const row = await sql<{
    n: number | string;
    top: number | string | null;
    chars: number | string | null;
  }>`select count(*) as n, max(id) as top, sum(${lengths}) as chars from ${sql.table(table)}`.execute(db);
  const r = row.rows[0];
  return `${Number(r?.n ?? 0)}:${Number(r?.top ?? 0)}:${Number(r?.chars ?? 0)}`;
}

async function writeGrams(db: Kysely<Database>, kind: SearchKind, records: { id: number; texts: string[] }[]): Promise<void> {
  const rows = records.flatMap((r) => gramsOf(r.texts).map((gram) => ({ kind, gram, ref_id: r.id })));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('search_grams')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

async function saveSignature(db: Kysely<Database>, kind: SearchKind, signature: string): Promise<void> {
  await db.deleteFrom('search_index_state').where('kind', '=', kind).execute();
  await db.insertInto('search_index_state').values({ kind, signature }).execute();
}

/** Runs in the caller's transaction when there is one (an import, an audited edit), else in a new one. */
function inTransaction(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Re-indexes the given records of a kind (created, renamed or deleted ones): writers call this after their change. */
export async function refreshSearchIndex(db: Kysely<Database>, kind: SearchKind, ids: number[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('search_grams').where('kind', '=', kind).where('ref_id', 'in', ids).execute();
    await writeGrams(trx, kind, await textsOf(trx, kind, ids));
    await saveSignature(trx, kind, await signatureOf(trx, kind));
  });
}

/** Rebuilds every kind whose source changed since the index was built; returns the kinds rebuilt. */
export async function ensureSearchIndex(db: Kysely<Database>): Promise<SearchKind[]> {
  const saved = new Map(
    (await db.selectFrom('search_index_state').select(['kind', 'signature']).execute()).map((r) => [r.kind, r.signature]),
  );
  const rebuilt: SearchKind[] = [];
  for (const kind of KINDS) {
    const signature = await signatureOf(db, kind);
    if (saved.get(kind) === signature) {
      continue;
    }
    await inTransaction(db, async (trx) => {
      await trx.deleteFrom('search_grams').where('kind', '=', kind).execute();
      await writeGrams(trx, kind, await textsOf(trx, kind));
      await saveSignature(trx, kind, signature);
    });
    rebuilt.push(kind);
  }
  return rebuilt;
}

const lastCheck = new WeakMap<Kysely<Database>, { at: number; done: Promise<unknown> }>();

/**
 * Before a keyword query: the index checked against its sources at most every RECHECK_MS per
 * database handle (concurrent requests share one check).
 */
export function searchIndexReady(db: Kysely<Database>, nowMs = Date.now()): Promise<unknown> {
  const last = lastCheck.get(db);
  if (last && nowMs - last.at < RECHECK_MS) {
    return last.done;
  }
  // A failed check (another instance rebuilding at the same moment) leaves the index it built: retried next time.
  const done = ensureSearchIndex(db).catch(() => lastCheck.delete(db));
  lastCheck.set(db, { at: nowMs, done });
  return done;
}
