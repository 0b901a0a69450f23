import { loadConfig } from './config';
import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';

/** Operator commands: `migrate`. Later features add theirs here. */
const [command] = process.argv.slice(2);
const config = loadConfig();

async function main() {
  switch (command) {
    case 'migrate': {
      const { db, close } = createDb(config.DATABASE_URL);
      await migrateToLatest(db);
      await close();
      console.log('数据库已迁移到最新版本');
      return;
    }
    default:
      console.error('用法: cli <migrate>');
      process.exitCode = 2;
  }
}

await main();
