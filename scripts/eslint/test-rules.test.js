// What the docs/testing.md lint rules flag and what they let through, each case a line of test code.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './test-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const { 'no-own-timeout': noOwnTimeout, 'no-vacuous-list-check': noVacuous, 'no-clock-assertion': noClock } = plugin.rules;

tester.run('no-own-timeout', noOwnTimeout, {
  valid: [
    "it('x', async () => { await work(); });",
    'beforeAll(async () => { await seed(); });',
    "it.each([1, 2])('x %i', (n) => { expect(n).toBe(n); });",
    "await expect(page.getByText('a')).toBeVisible();",
    // A retry loop bounds itself, and its tries may give up quickly.
    'await expect(async () => { await button.click({ timeout: 2_000 }); await expect(menu).toBeVisible({ timeout: 3_000 }); }).toPass({ timeout: 30_000 });',
    // Application options that happen to be called timeout are not the test's.
    "const client = createHttpClient({ baseURL: '', timeout: 1000 });",
    'setTimeout(resolve, 5_000);',
  ],
  invalid: [
    { code: "it('x', async () => {}, 60_000);", errors: [{ messageId: 'test' }] },
    { code: "test('x', () => {}, 1000 * 60);", errors: [{ messageId: 'test' }] },
    { code: 'beforeAll(async () => {}, 120_000);', errors: [{ messageId: 'test' }] },
    { code: "describe('x', { timeout: 20_000 }, () => {});", errors: [{ messageId: 'test' }] },
    { code: "it.each([1])('x %i', () => {}, { timeout: 5 });", errors: [{ messageId: 'test' }] },
    { code: "describe.skipIf(ci)('x', () => {}, 10);", errors: [{ messageId: 'test' }] },
    { code: 'vi.setConfig({ testTimeout: 20_000 });', errors: [{ messageId: 'file' }] },
    { code: 'test.setTimeout(180_000);', errors: [{ messageId: 'file' }] },
    { code: 'test.slow();', errors: [{ messageId: 'file' }] },
    { code: 'const expect = baseExpect.configure({ timeout: 30_000 });', errors: [{ messageId: 'file' }] },
    { code: "test.describe.configure({ mode: 'serial', timeout: 1 });", errors: [{ messageId: 'file' }] },
    { code: "await expect(page.getByText('a')).toBeVisible({ timeout: 20_000 });", errors: [{ messageId: 'wait' }] },
    { code: 'await expect(rows).not.toHaveCount(0, { timeout: 10_000 });', errors: [{ messageId: 'wait' }] },
    { code: 'await expect.poll(() => count(), { timeout: 60_000 }).toBe(1);', errors: [{ messageId: 'wait' }] },
    { code: "await screen.findByText('a', {}, { timeout: 15_000 });", errors: [{ messageId: 'wait' }] },
    { code: 'await waitFor(() => check(), { timeout: 5_000 });', errors: [{ messageId: 'wait' }] },
    { code: "await page.waitForURL('/x', { timeout: 60_000 });", errors: [{ messageId: 'wait' }] },
    { code: 'await button.click({ timeout: 3_000 });', errors: [{ messageId: 'wait' }] },
  ],
});

tester.run('no-vacuous-list-check', noVacuous, {
  valid: [
    'expect(nonEmpty(rows).every((r) => r.ok)).toBe(true);',
    'expect(rows.length).toBeGreaterThan(0);\nexpect(rows.every((r) => r.ok)).toBe(true);',
    'expect(rows).toHaveLength(3);\nfor (const r of rows) { expect(r.ok).toBe(true); }',
    'expect(rows.map((r) => r.id)).toEqual([1, 2]);\nrows.forEach((r) => expect(r.ok).toBe(true));',
    'expect(rows.some((r) => r.a)).toBe(true);\nexpect(rows.every((r) => r.b)).toBe(true);',
    "for (const tier of ['冲', '稳', '保'] as const) { expect(tier).toBeTruthy(); }",
    "const tiers = ['冲', '稳'];\nfor (const t of tiers) { expect(t).toBeTruthy(); }",
    'for (const [code, n] of Object.entries({ a: 1 })) { expect(n).toBe(1); }',
    'for (const t of IMPORT_TABLE_KEYS) { expect(t).toBeTruthy(); }',
    'for (const r of await Promise.all(Array.from({ length: 3 }, () => go()))) { expect(r).toBe(1); }',
    'for (const r of [...CASES, extra]) { expect(r).toBeTruthy(); }',
    // An empty list is a right answer here, and the assertion says so.
    'expect(rows.filter((r) => !r.ok)).toEqual([]);',
    'expect(rows.some((r) => r.bad)).toBe(false);',
    'for (const r of rows) { total += r.n; }',
  ],
  invalid: [
    { code: 'expect(rows.every((r) => r.ok)).toBe(true);', errors: [{ messageId: 'every' }] },
    { code: 'expect((await rows()).every((r) => r.ok)).toBeTruthy();', errors: [{ messageId: 'every' }] },
    { code: 'expect(rows.length).toBe(Math.min(5, n));\nexpect(rows.every((r) => r.ok)).toBe(true);', errors: [{ messageId: 'every' }] },
    { code: 'for (const r of rows) { expect(r.ok).toBe(true); }', errors: [{ messageId: 'loop' }] },
    { code: 'for (const r of rows.filter((x) => x.a)) { expect(r.ok).toBe(true); }', errors: [{ messageId: 'loop' }] },
    { code: 'rows.forEach((r) => expect(r.ok).toBe(true));', errors: [{ messageId: 'loop' }] },
    { code: 'const rows: number[] = [];\nfor (const r of rows) { expect(r).toBe(1); }', errors: [{ messageId: 'loop' }] },
    {
      code: 'if (x) { expect(rows.length).toBeGreaterThan(0); }\nexpect(rows.every((r) => r.ok)).toBe(true);',
      errors: [{ messageId: 'every' }],
    },
  ],
});

tester.run('no-clock-assertion', noClock, {
  valid: [
    'const start = Date.now();\nexpect(await natures(start + RECHECK_MS - 1)).toEqual([]);',
    'expect(row.expiresAt).toBe(Math.floor(Date.now() / 1000) + 60);',
    'vi.advanceTimersByTime(999);\nexpect(reload).not.toHaveBeenCalled();',
  ],
  invalid: [
    {
      code: 'const started = Date.now();\nawait seed();\nexpect(Date.now() - started).toBeLessThan(2000);',
      errors: [{ messageId: 'clock' }],
    },
    {
      code: 'const t0 = performance.now();\nrun();\nconst t1 = performance.now();\nexpect(t1 - t0).toBeLessThan(50);',
      errors: [{ messageId: 'clock' }],
    },
    {
      code: 'let at = 0;\nonReload(() => { at = performance.now(); });\nexpect(at - sent).toBeGreaterThanOrEqual(990);',
      errors: [{ messageId: 'clock' }],
    },
  ],
});
