import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { gkyearOf } from '@yzy/shared/rules';
import { ensureReferencePlans } from '../modules/filling';
import { isRealDataLoaded, loadRealData } from '../real-data';
import { findDatasetDir, readRealDataset } from '../real-data/files';
import { loadProvinceLookup } from './catalogue/admission-scope';
import { seedContent } from './catalogue/seed-catalogue';
import { seedDemoExpert } from './demo-expert';
import { isDemoSeeded, seedDemoData } from './index';

/** Who the articles written for the product are credited to when the data is official. */
export const EDITORIAL_SOURCE = '艺志愿编辑部';

/**
 * True when this start has data to load: the database (possibly not even migrated yet, on a first
 * start) holds neither the official nor the generated data the config asks for. The server then
 * loads it in a process of its own (seed.ts) before it builds itself.
 */
export async function firstSeedDue(db: Kysely<Database>, config: Config): Promise<boolean> {
  if (config.APP_ENV === 'test') {
    return false;
  }
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === 'demo_meta')) {
    return true;
  }
  return !(config.DATA_SET === 'generated' ? await isDemoSeeded(db) : await isRealDataLoaded(db));
}

/**
 * First start of a database: the official data (DATA_SET=official, the default, in every mode but
 * test) with the product's articles and guide, or the generated demo (DATA_SET=generated). The
 * demo expert exists in demo mode. Later starts skip in milliseconds.
 */
export async function seedOnStart(db: Kysely<Database>, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.APP_ENV === 'test') {
    return;
  }
  if (config.DATA_SET === 'generated') {
    const report = await seedDemoData(db, { seed: config.DEMO_SEED, scale: config.DEMO_SCALE });
    if (!report.skipped) {
      log.info(
        {
          schools: report.schools,
          majors: report.majors,
          articles: report.articles,
          records: report.records,
          plans: report.plans,
          ms: report.ms,
        },
        '示例数据已生成（首次启动）',
      );
    }
  } else {
    await seedOfficial(db, config, log);
  }
  if (config.APP_ENV === 'demo') {
    await seedDemoExpert(db);
  }
}

async function seedOfficial(db: Kysely<Database>, config: Config, log: FastifyBaseLogger): Promise<void> {
  const report = await loadRealData(db, readRealDataset(findDatasetDir(config.DATASET_DIR)));
  if (report.skipped) {
    // The year members plan for may have turned since the data was loaded.
    const reference = await ensureReferencePlans(db, gkyearOf(new Date()));
    if (reference) {
      log.info({ reference }, '参考计划已按最新录取数据生成');
    }
    return;
  }
  const hasContent = await db.selectFrom('guide_sections').select('id').limit(1).executeTakeFirst();
  if (!hasContent) {
    await seedContent(db, await loadProvinceLookup(db), Math.floor(Date.now() / 1000), EDITORIAL_SOURCE);
  }
  log.info({ rows: report.rows, batches: report.batches, ms: report.ms }, '官方数据已载入（首次启动）');
}
