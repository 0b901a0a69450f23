import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { seedDemoExpert } from './demo-expert';
import { seedDemoData } from './index';

/** First run in demo mode: the catalogue, admission data and the demo expert. Later runs skip in milliseconds. */
export async function seedOnStart(db: Kysely<Database>, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.APP_ENV !== 'demo') {
    return;
  }
  const report = await seedDemoData(db, { seed: config.DEMO_SEED, scale: config.DEMO_SCALE });
  await seedDemoExpert(db);
  if (!report.skipped) {
    log.info(
      { schools: report.schools, majors: report.majors, articles: report.articles, records: report.records, plans: report.plans, ms: report.ms },
      '示例数据已生成（首次启动）',
    );
  }
}
