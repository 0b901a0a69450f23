import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Provinces the site really covers: those with admission records (the lines every recommendation
 * and school page stand on). Counted from the data, so an import or a removal changes what the
 * purchase notes promise.
 */
export async function listCoveredProvinces(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('provinces')
    .select('provinces.name')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('admission_records').select('admission_records.id').whereRef('admission_records.province_id', '=', 'provinces.id'),
      ),
    )
    .orderBy('provinces.sort')
    .orderBy('provinces.id')
    .execute();
  return rows.map((r) => r.name);
}
