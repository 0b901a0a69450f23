import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import type { Auth } from './plugins/auth';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerArticleRoutes } from './modules/article/article.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCompareRoutes } from './modules/compare/compare.routes';
import { registerComputeRoutes } from './modules/compute/compute.routes';
import { registerCoverageRoutes } from './modules/coverage/coverage.routes';
import { registerDevRoutes } from './modules/dev/dev.routes';
import { registerDictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { registerFillingRoutes } from './modules/filling/filling.routes';
import { registerMajorRoutes } from './modules/major/major.routes';
import { registerMemberRoutes } from './modules/member/member.routes';
import { registerRangeRoutes } from './modules/range/range.routes';
import { registerSchoolRoutes } from './modules/school/school.routes';
import { registerReferenceRoutes } from './modules/score-profile/reference.routes';
import { registerScoreProfileRoutes } from './modules/score-profile/score-profile.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerShareRoutes } from './modules/share/share.routes';
import { registerVipRoutes } from './modules/vip/vip.routes';
import { registerVolunteerRoutes } from './modules/volunteer/volunteer.routes';
import { registerWorkspaceRoutes } from './modules/workspace/workspace.routes';

/**
 * The routes list: every module's routes, registered by path. This is the one file that may import a
 * module's `*.routes.ts` (lint rule boundaries/public-surface), so a module's index.ts carries only
 * domain code and a module that checks a session does not load the login flow or the payment providers.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, auth: Auth): Promise<void> {
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
  if (deps.config.APP_ENV !== 'production') {
    registerDevRoutes(app, deps);
  }
}
