import type { Kysely } from 'kysely';
import { gkyearOf } from '@yzy/shared/rules';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import type { SchoolInModel } from './catalogue/admission-rows';
import { loadCategoryScopes, loadProvinceLookup } from './catalogue/admission-scope';
import { strengthOf } from './catalogue/latent-model';
import { MAJORS } from './catalogue/majors';
import type { SchoolFact } from './catalogue/school-facts';
import { ART_SCHOOLS } from './catalogue/schools-art';
import { UNIVERSITY_SCHOOLS } from './catalogue/schools-university';
import { DEMO_SOURCE, majorCodesOf, seedContent, seedMajors, seedSchools } from './catalogue/seed-catalogue';
import { seedAdmissionData, type AdmissionReport } from './catalogue/seed-admission';
import { syntheticSchools } from './catalogue/synthetic-schools';
import { seedReferenceData } from './reference/seed';

export interface DemoSeedOptions {
  /** DEMO_SEED: the same seed gives the same data. */
  seed: number;
  /** DEMO_SCALE: 1 = the real schools only; each step above adds 2,000 synthetic schools. */
  scale: number;
  /** Generate admission data for these provinces only (tests); all provinces when omitted. */
  provinceIds?: readonly number[];
  /** Decides the gaokao year (plans are for gkyear, history for the three years before). */
  now?: Date;
}

export interface DemoSeedReport extends AdmissionReport {
  skipped: boolean;
  schools: number;
  majors: number;
  articles: number;
  ms: number;
}

const META_KEY = 'demo';

/** True once demo data has been loaded into this database. */
export async function isDemoSeeded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('demo_meta').select('key').where('key', '=', META_KEY).executeTakeFirst()) !== undefined;
}

/**
 * Loads reference data (provinces, categories, formulas) if missing, then the catalogue, content
 * and admission data in one transaction. Runs once per database: a demo_meta row marks it, and
 * a second server seeding at the same moment fails on that row's key and adds nothing.
 */
export async function seedDemoData(db: Kysely<Database>, options: DemoSeedOptions): Promise<DemoSeedReport> {
  const started = Date.now();
  const skipped: DemoSeedReport = {
    skipped: true,
    schools: 0,
    majors: 0,
    articles: 0,
    batches: 0,
    rankTables: 0,
    rankRows: 0,
    controlLines: 0,
    plans: 0,
    records: 0,
    ms: 0,
  };
  if (await isDemoSeeded(db)) {
    return skipped;
  }
  const now = options.now ?? new Date();
  await seedReferenceData(db, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      await trx
        .insertInto('demo_meta')
        .values({ key: META_KEY, value: JSON.stringify({ seed: options.seed, scale: options.scale }), created_at: nowSeconds })
        .execute();
      const provinceOf = await loadProvinceLookup(trx);
      const provinceNames = (await trx.selectFrom('provinces').select('name').orderBy('id').execute()).map((p) => p.name);
      const majors = await seedMajors(trx, nowSeconds);
      const facts = [...ART_SCHOOLS, ...UNIVERSITY_SCHOOLS, ...syntheticSchools(options.seed, options.scale, provinceNames)];
      const ids = await seedSchools(trx, facts, provinceOf, nowSeconds);
      const articles = await seedContent(trx, provinceOf, nowSeconds);
      const majorIds = new Map((await trx.selectFrom('majors').select(['id', 'code']).execute()).map((m) => [m.code, m.id]));
      const schools = facts.map((fact) => toModel(options.seed, fact, ids.get(fact.name) ?? 0, provinceOf(fact.province), majorIds));
      const scopes = await loadCategoryScopes(trx, options.provinceIds);
      const admission = await seedAdmissionData(trx, scopes, schools, { seed: options.seed, gkyear: gkyearOf(now), source: DEMO_SOURCE });
      const report = { skipped: false, schools: facts.length, majors, articles, ...admission, ms: Date.now() - started };
      await trx
        .updateTable('demo_meta')
        .set({ value: JSON.stringify({ seed: options.seed, scale: options.scale, report }) })
        .where('key', '=', META_KEY)
        .execute();
      return report;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return skipped;
    }
    throw error;
  }
}

function toModel(seed: number, fact: SchoolFact, id: number, provinceId: number | null, majorIds: Map<string, number>): SchoolInModel {
  const offered = new Set(majorCodesOf(fact));
  return {
    id,
    fact,
    provinceId,
    strength: strengthOf(seed, fact.tier, fact.name),
    majors: MAJORS.filter((m) => offered.has(m.code) && m.exam !== null).map((m) => ({
      id: majorIds.get(m.code) ?? 0,
      code: m.code,
      name: m.name,
      exam: m.exam ?? 0,
      years: 4,
    })),
  };
}
