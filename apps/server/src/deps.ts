import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { SmsProvider } from './providers/sms/sms';
import type { Store } from './providers/store';

/** What feature modules receive from buildApp: passed explicitly, never hung on the Fastify instance. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  store: Store;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}
