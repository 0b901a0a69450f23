import type { FastifyError, FastifyInstance } from 'fastify';
import { Codes, IMPORT_MAX_BYTES } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { sendEnvelope } from '../../plugins/errors';
import { registerAuditRoutes } from './audit/audit.routes';
import { registerOperatorAuthRoutes } from './auth/auth.routes';
import { createOperatorAuth } from './auth/operator-auth';
import { registerAdminCardRoutes } from './cards/cards.routes';
import { registerAdminArticleRoutes } from './content/articles.routes';
import { registerAdminPageRoutes } from './content/pages.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerDataSourceRoutes } from './data-sources/data-sources.routes';
import { registerImportRoutes } from './import/import.routes';
import { registerAdminMemberRoutes } from './members/members.routes';
import { registerAdminOrderRoutes } from './orders/orders.routes';

/**
 * The operator console's API under /api/admin/v1. Every route but login passes `operatorAuth`,
 * which knows only operator sessions; every write is audited.
 */
export async function registerAdminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.decorateRequest('operator', null);
  await app.register(async (admin) => {
    // An upload far over the limit is cut off by the body limit before any handler: say why in words.
    admin.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendEnvelope(reply, Codes.invalidInput, `文件过大：不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
      }
      throw error;
    });
    const operatorAuth = createOperatorAuth(deps);
    registerOperatorAuthRoutes(admin, deps, operatorAuth);
    registerDashboardRoutes(admin, deps, operatorAuth);
    registerAdminMemberRoutes(admin, deps, operatorAuth);
    registerAdminCardRoutes(admin, deps, operatorAuth);
    registerAdminOrderRoutes(admin, deps, operatorAuth);
    registerAdminArticleRoutes(admin, deps, operatorAuth);
    registerAdminPageRoutes(admin, deps, operatorAuth);
    registerAuditRoutes(admin, deps, operatorAuth);
    registerImportRoutes(admin, deps, operatorAuth);
    registerDataSourceRoutes(admin, deps, operatorAuth);
  });
}
