// `npm test`: typecheck, lint, unit + server integration + web component tests (Vitest),
// then browser journeys (Playwright in Debian Chromium) against the production build.
// Prints one closing line `N passed, N failed` summed from the runners' own JSON reports.
// `--server-only` runs just the server suite (CI uses it for the PostgreSQL + Redis pass).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverOnly = process.argv.includes('--server-only');
const reports = mkdtempSync(join(tmpdir(), 'yzy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    problems.push(label);
  }
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(path) {
  const report = readJson(path);
  if (!report) {
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(path) {
  const report = readJson(path);
  if (!report?.stats) {
    totals.failed += 1;
    return;
  }
  totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  totals.failed += report.stats.unexpected ?? 0;
  totals.skipped += report.stats.skipped ?? 0;
}

function browserMissing() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) {
    missing.push('chromium');
  }
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if (!/wqy|WenQuanYi/i.test(fonts.stdout ?? '')) {
    missing.push('fonts-wqy-microhei');
  }
  return missing;
}

const vitestJson = join(reports, 'vitest.json');
if (serverOnly) {
  run('server integration tests', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  countVitest(vitestJson);
} else {
  const missing = browserMissing();
  if (missing.length > 0) {
    console.error(
      `\n浏览器测试需要 Chromium 与中文字体，请先安装：\n  apt-get install -y ${missing.join(' ')}\n(缺少: ${missing.join(', ')})`,
    );
    process.exit(1);
  }
  run('typecheck', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench', 'dataset']);
  run('typecheck backtest', 'npx', ['tsc', '-p', 'scripts/backtest/tsconfig.json']);
  run('lint (eslint, knip, comment references)', 'npm', ['run', 'lint', '--silent']);
  run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  run('unit, server and web tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  countVitest(vitestJson);
  if (run('production build', 'npm', ['run', 'build'])) {
    const pwJson = join(reports, 'playwright.json');
    run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
    countPlaywright(pwJson);
  } else {
    totals.failed += 1;
  }
}

if (process.env.TEST_SUMMARY_FILE) {
  appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify(totals)}\n`);
}
if (problems.length > 0) {
  console.log(`\nFailed steps: ${problems.join(', ')}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
