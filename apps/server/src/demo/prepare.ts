import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { isReferenceDataEmpty, seedReferenceData } from './reference';
import { seedVipCards } from './vip-cards';

/**
 * What every start does to the database before anything reads it: the migrations, then the VIP
 * cards and the reference data (provinces, categories, formulas) outside production, and in
 * production the reference data of an empty database. Idempotent, and quick on a prepared database.
 */
export async function prepareDatabase(db: Kysely<Database>, config: Config): Promise<void> {
  await migrateToLatest(db);
  if (config.APP_ENV !== 'production') {
    await seedVipCards(db);
  }
  if (config.APP_ENV !== 'production' || (await isReferenceDataEmpty(db))) {
    await seedReferenceData(db);
  }
}
