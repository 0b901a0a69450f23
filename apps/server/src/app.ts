import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { withRequestLimits } from '@yzy/shared/contracts';
import type { Config } from './config';
import { createDb, type Db } from './db/database';
import { prepareDatabase } from './demo/prepare';
import type { Deps } from './deps';
import { loggerOptions } from './lib/logger';
import { registerAccountRoutes } from './modules/accounts';
import { registerAdminRoutes } from './modules/admin';
import { registerArticleRoutes } from './modules/article';
import { registerAuthRoutes } from './modules/auth';
import { registerCompareRoutes } from './modules/compare';
import { registerComputeRoutes } from './modules/compute';
import { registerCoverageRoutes } from './modules/coverage';
import { registerDevRoutes } from './modules/dev';
import { registerDictionaryRoutes } from './modules/dictionary';
import { registerFeedbackRoutes } from './modules/feedback';
import { registerFillingRoutes } from './modules/filling';
import { registerMajorRoutes } from './modules/major';
import { registerMemberRoutes } from './modules/member';
import { registerRangeRoutes } from './modules/range';
import { registerSchoolRoutes } from './modules/school';
import { registerSearchRoutes } from './modules/search';
import { registerShareRoutes } from './modules/share';
import { registerVipRoutes } from './modules/vip';
import { registerVolunteerRoutes } from './modules/volunteer';
import { registerReferenceRoutes, registerScoreProfileRoutes } from './modules/score-profile';
import { registerWorkspaceRoutes } from './modules/workspace';
import { createAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler } from './plugins/client-errors';
import { registerErrorHandling } from './plugins/errors';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerJsonBody } from './plugins/json-body';
import { registerWeb } from './plugins/web';
import { createSmsProvider } from './providers/sms';
import type { SmsProvider } from './providers/sms/sms';
import { createStore, type Store } from './providers/store';

export interface BuildOptions {
  /** An open database to use instead of opening DATABASE_URL (tests share one per file). */
  database?: Db;
  store?: Store;
  sms?: SmsProvider;
  /** Folder of the built web app; null serves the API only. Defaults to apps/web/dist. */
  webDist?: string | null;
  /** Where logs go (tests read them to prove no mobile number or token is written). */
  logStream?: { write: (line: string) => void };
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
}

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server for a config: plugins and feature modules registered explicitly, database migrated. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler,
  });
  // Every route's contract also keeps the shared request limits (32-bit integers, no NUL in text).
  app.setValidatorCompiler((route) => validatorCompiler({ ...route, schema: withRequestLimits(route.schema as ZodType) }));
  app.setSerializerCompiler(responseSerializerCompiler(config.APP_ENV === 'test'));
  app.decorateRequest('member', null);
  app.decorateRequest('tokenHash', null);

  const database = options.database ?? createDb(config.DATABASE_URL, { serving: true });
  const store = options.store ?? createStore(config.REDIS_URL);
  // Before the first write, so other instances' read caches see the migrations' and seeds' writes too.
  database.shareReadCache?.(store);
  await prepareDatabase(database.db, config);
  const deps: Deps = {
    config,
    db: database.db,
    store,
    sms: options.sms ?? createSmsProvider(config, app.log),
    log: app.log,
  };
  app.addHook('onClose', async () => {
    if (!options.store) {
      await store.close();
    }
    if (!options.database) {
      await database.close();
    }
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  // The API document (operator calls included) is for development: a production server does not publish it.
  if (config.APP_ENV !== 'production') {
    await app.register(swagger, {
      openapi: {
        info: { title: `${config.APP_NAME} API`, version: '1.0.0', description: '所有接口返回 { status, msg, data }，status 200 为成功。' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  const auth = createAuth(deps);
  registerAuthRoutes(app, deps, auth);
  registerMemberRoutes(app, deps, auth);
  registerReferenceRoutes(app, deps);
  registerScoreProfileRoutes(app, deps, auth);
  registerDictionaryRoutes(app, deps);
  registerAccountRoutes(app, deps, auth);
  registerFeedbackRoutes(app, deps, auth);
  await registerVipRoutes(app, deps, auth);
  registerSchoolRoutes(app, deps, auth);
  registerMajorRoutes(app, deps, auth);
  registerArticleRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerCoverageRoutes(app, deps);
  registerFillingRoutes(app, deps, auth);
  registerVolunteerRoutes(app, deps, auth);
  registerShareRoutes(app, deps, auth);
  registerWorkspaceRoutes(app, deps, auth);
  registerCompareRoutes(app, deps, auth);
  await registerAdminRoutes(app, deps);
  registerRangeRoutes(app, deps, auth);
  registerComputeRoutes(app, deps, auth);
  if (config.APP_ENV !== 'production') {
    registerDevRoutes(app, deps);
  }
  await registerWeb(app, options.webDist === undefined ? (config.WEB_DIST ?? defaultWebDist) : options.webDist);
  return { app, deps };
}
