import { readFile, stat } from 'node:fs/promises';
import { basename, isAbsolute, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { IMPORT_MAX_BYTES, IMPORT_TABLE_KEYS, IMPORT_TABLES, type ImportReport } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { CLI_ACTOR } from '../audit/audit.repository';
import { createOperator, resetOperator, setOperatorEnabled, type OperatorCredentials } from '../auth/operator-accounts';
import { commitImport, dryRunImport, tooLarge } from '../import/import.service';

export const ADMIN_USAGE = `  npm run admin -- create-operator <用户名>                  创建运营账号，打印一次性密码与动态验证码密钥
  npm run admin -- reset-operator <用户名>                   重置密码与动态验证码密钥（已登录的会话失效）
  npm run admin -- disable-operator <用户名> | enable-operator <用户名>
  npm run admin -- import <表> <文件> [--dry-run] [--replace] [--source 来源]
      表：${IMPORT_TABLE_KEYS.map((k) => `${k}（${IMPORT_TABLES[k].label}）`).join('、')}`;

function printCredentials(c: OperatorCredentials, verb: string): void {
  console.log(`运营账号 ${c.username}（ID ${c.id}）已${verb}。以下内容只显示这一次，请立即妥善保存：`);
  console.log(`  密码：${c.password}`);
  console.log(`  动态验证码密钥（TOTP，base32）：${c.totpSecret}`);
  console.log(`  otpauth 地址（可生成二维码供验证器App扫描）：${c.otpauthUrl}`);
}

export function formatReport(report: ImportReport): string {
  const lines = [
    `表：${IMPORT_TABLES[report.table].label}（${report.table}）  文件：${report.fileName}`,
    `数据行 ${report.rows}，通过 ${report.accepted}，未通过 ${report.rejectedRows}`,
    ...report.rejected.map((r) => `  ${r.row > 0 ? `第${r.row}行` : '文件'}${r.column ? ` [${r.column}]` : ''} ${r.reason}`),
    ...(report.truncated ? ['  ……（仅列出前1000条问题）'] : []),
    ...report.scopes.map(
      (s) =>
        `  ${s.label}：文件 ${s.incoming} 行，库中现有 ${s.existing} 行${s.diff ? `；将新增 ${s.diff.added}，修改 ${s.diff.changed}，删除 ${s.diff.deleted}，不变 ${s.diff.unchanged}` : ''}`,
    ),
  ];
  return lines.join('\n');
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function importCommand(db: Kysely<Database>, args: string[]): Promise<void> {
  const [name, file] = args;
  const table = IMPORT_TABLE_KEYS.find((key) => key === name);
  if (!table || !file) {
    throw new Error(
      `用法：npm run admin -- import <表> <文件> [--dry-run] [--replace] [--source 来源]\n表：${IMPORT_TABLE_KEYS.join('、')}`,
    );
  }
  // npm runs the script inside apps/server; a relative path means the caller's directory.
  const path = isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if ((await stat(path)).size > IMPORT_MAX_BYTES) {
    throw tooLarge();
  }
  const source = option(args, '--source') ?? '';
  if (source.length > 50) {
    throw new Error('来源最多50个字');
  }
  const mode = args.includes('--replace') ? 'replace' : 'upsert';
  const report = await dryRunImport(db, CLI_ACTOR, { table, fileName: basename(path), bytes: await readFile(path), source, mode });
  console.log(formatReport(report));
  if (!report.committable || !report.importId) {
    console.log('校验未通过，未导入任何数据。');
    process.exitCode = 1;
    return;
  }
  if (args.includes('--dry-run')) {
    console.log('试运行（--dry-run）：校验通过，未写入数据。');
    return;
  }
  const result = await commitImport(db, CLI_ACTOR, report.importId);
  const changes =
    result.added === null
      ? `替换旧数据 ${result.replaced} 行，更新 ${result.updated} 行`
      : `新增 ${result.added} 行，修改 ${result.changed} 行，删除 ${result.deleted} 行`;
  console.log(`已导入 ${result.rows} 行（${changes}），导入编号 ${result.importId}`);
}

/** Runs an operator-console command; false when the command is not one of these. */
export async function runAdminCommand(db: Kysely<Database>, command: string | undefined, args: string[], issuer: string): Promise<boolean> {
  switch (command) {
    case 'create-operator':
      printCredentials(await createOperator(db, args[0] ?? '', issuer), '创建');
      return true;
    case 'reset-operator':
      printCredentials(await resetOperator(db, args[0] ?? '', issuer), '重置');
      return true;
    case 'disable-operator':
    case 'enable-operator':
      await setOperatorEnabled(db, args[0] ?? '', command === 'enable-operator');
      console.log(`运营账号 ${args[0]} 已${command === 'enable-operator' ? '启用' : '停用'}`);
      return true;
    case 'import':
      await importCommand(db, args);
      return true;
    default:
      return false;
  }
}
