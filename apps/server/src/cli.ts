import { loadConfig } from './config';
import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createStore } from './providers/store';
import { findOrCreateMemberByMobile } from './modules/member';
import { createSubAccounts, makeExpert } from './modules/accounts';
import { ADMIN_USAGE, runAdminCommand } from './modules/admin';
import { isValidMobile } from '@yzy/shared/rules';

/** Operator commands, run with `npm run admin -- <command>`. */
const USAGE = `用法:
  npm run admin -- migrate
  npm run admin -- create-expert <手机号> [--quota N] [--subs N]   设为专家主账号，增加子账号名额，可直接创建 N 个子账号
${ADMIN_USAGE}`;

function flag(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} 需为非负整数`);
  }
  return value;
}

async function main(args: string[]) {
  // The commands read only DATABASE_URL and APP_NAME: unlike the server, they need no APP_ENV.
  const config = loadConfig({ APP_ENV: 'demo', ...process.env });
  const database = createDb(config.DATABASE_URL);
  const { db, close } = database;
  // With the servers' Redis, an operator's writes reach their read caches at once (db/read-cache.ts).
  const store = config.REDIS_URL ? createStore(config.REDIS_URL) : null;
  if (store) {
    database.shareReadCache?.(store);
  }
  try {
    await migrateToLatest(db);
    const [command, ...rest] = args;
    if (command === 'migrate') {
      console.log('数据库已迁移到最新版本');
      return;
    }
    if (command === 'create-expert') {
      const mobile = rest[0] ?? '';
      if (!isValidMobile(mobile)) {
        throw new Error('请输入正确的手机号');
      }
      const subs = flag(rest, '--subs', 0);
      const quota = flag(rest, '--quota', Math.max(subs, 10));
      const member = await findOrCreateMemberByMobile(db, mobile, null);
      await makeExpert(db, member.id, quota);
      await createSubAccounts(
        db,
        member.id,
        Array.from({ length: subs }, (_, i) => ({ nickname: `学生${i + 1}`, note: '' })),
      );
      console.log(`账号 ${member.id} 已设为专家主账号，新增名额 ${quota}，新建子账号 ${subs} 个`);
      return;
    }
    if (await runAdminCommand(db, command, rest, config.APP_NAME)) {
      return;
    }
    console.error(USAGE);
    process.exitCode = 2;
  } finally {
    await close();
    await store?.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
