// What boundaries/public-surface lets a server file import: module internals only through index.ts, and
// a module's *.routes.ts only from the routes list (or a routes file of the same module).
import { dirname, resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const server = resolve(dirname(new URL(import.meta.url).pathname), '../../apps/server/src');
const at = (path) => resolve(server, path);

tester.run('public-surface', plugin.rules['public-surface'], {
  valid: [
    { filename: at('routes.ts'), code: "import { registerVipRoutes } from './modules/vip/vip.routes';" },
    { filename: at('modules/vip/vip.routes.ts'), code: "import { registerPayRoutes } from './pay.routes';" },
    { filename: at('modules/admin/admin.routes.ts'), code: "import { registerAuditRoutes } from './audit/audit.routes';" },
    { filename: at('modules/member/member.routes.ts'), code: "import { findMemberNemtInfo } from '../score-profile';" },
    { filename: at('modules/vip/vip-grant.ts'), code: "import { findMemberById } from '../member';" },
  ],
  invalid: [
    { filename: at('app.ts'), code: "import { registerVipRoutes } from './modules/vip/vip.routes';", errors: [{ messageId: 'routes' }] },
    { filename: at('modules/vip/index.ts'), code: "export { registerVipRoutes } from './vip.routes';", errors: [{ messageId: 'routes' }] },
    {
      filename: at('modules/vip/vip-grant.ts'),
      code: "import { registerPayRoutes } from './pay.routes';",
      errors: [{ messageId: 'routes' }],
    },
    {
      filename: at('modules/compare/compare.routes.ts'),
      code: "import { x } from '../major/major.routes';",
      errors: [{ messageId: 'routes' }],
    },
    {
      filename: at('modules/compare/compare.service.ts'),
      code: "import { x } from '../major/major.service';",
      errors: [{ messageId: 'internal' }],
    },
  ],
});
