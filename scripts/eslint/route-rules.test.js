// What routes/short-handler lets through: handlers of at most 15 lines, whatever else the file calls.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './route-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const body = (lines) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');

tester.run('short-handler', plugin.rules['short-handler'], {
  valid: [
    "r.get('/api/v1/x', { schema }, async (request) => ok(await xOf(deps.db, request.query)));",
    `r.post('/api/v1/x', { schema }, async (request) => {\n${body(13)}\n});`,
    // Not a route: a map callback may be as long as it needs.
    `rows.map((row) => {\n${body(20)}\n});`,
  ],
  invalid: [
    { code: `r.post('/api/v1/x', { schema }, async (request) => {\n${body(14)}\n});`, errors: [{ messageId: 'long' }] },
    { code: `app.get('/api/v1/x', async function (request) {\n${body(20)}\n});`, errors: [{ messageId: 'long' }] },
  ],
});
