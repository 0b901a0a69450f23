import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { CLI_ACTOR, writeAudit } from '../audit/audit.repository';
import { findOperatorByUsername, insertOperator, resetOperatorCredentials, setOperatorDisabled } from './operator.repository';
import { generatePassword, hashPassword } from './password';
import { generateTotpSecret, otpauthUrl } from './totp';

/** What the command line prints once: the password and the TOTP secret are never shown again. */
export interface OperatorCredentials {
  id: number;
  username: string;
  password: string;
  totpSecret: string;
  otpauthUrl: string;
}

const USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/;

export function normaliseUsername(input: string): string {
  const username = input.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    throw new Error('用户名须以字母开头，3到32位，只含小写字母、数字和 _ . -');
  }
  return username;
}

async function freshCredentials(issuer: string, username: string) {
  const password = generatePassword();
  const totpSecret = generateTotpSecret();
  return { password, totpSecret, passwordHash: await hashPassword(password), otpauthUrl: otpauthUrl(issuer, username, totpSecret) };
}

/** Creates an operator with a generated password and TOTP secret (command line only). */
export async function createOperator(db: Kysely<Database>, input: string, issuer: string): Promise<OperatorCredentials> {
  const username = normaliseUsername(input);
  const fresh = await freshCredentials(issuer, username);
  try {
    const id = await insertOperator(db, { username, passwordHash: fresh.passwordHash, totpSecret: fresh.totpSecret });
    await writeAudit(db, CLI_ACTOR, { action: 'operator.create', targetType: 'operator', targetId: id, detail: { username } });
    return { id, username, password: fresh.password, totpSecret: fresh.totpSecret, otpauthUrl: fresh.otpauthUrl };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Error(`运营账号 ${username} 已存在（重置密码与动态码：reset-operator ${username}）`);
    }
    throw error;
  }
}

async function existing(db: Kysely<Database>, input: string) {
  const operator = await findOperatorByUsername(db, normaliseUsername(input));
  if (!operator) {
    throw new Error(`运营账号 ${input} 不存在`);
  }
  return operator;
}

/** New password and TOTP secret for an operator; open sessions end. */
export async function resetOperator(db: Kysely<Database>, input: string, issuer: string): Promise<OperatorCredentials> {
  const operator = await existing(db, input);
  const fresh = await freshCredentials(issuer, operator.username);
  await resetOperatorCredentials(db, operator.id, fresh.passwordHash, fresh.totpSecret);
  await writeAudit(db, CLI_ACTOR, {
    action: 'operator.reset',
    targetType: 'operator',
    targetId: operator.id,
    detail: { username: operator.username },
  });
  return {
    id: operator.id,
    username: operator.username,
    password: fresh.password,
    totpSecret: fresh.totpSecret,
    otpauthUrl: fresh.otpauthUrl,
  };
}

/** Disables (sessions end at once) or re-enables an operator. */
export async function setOperatorEnabled(db: Kysely<Database>, input: string, enabled: boolean): Promise<void> {
  const operator = await existing(db, input);
  await setOperatorDisabled(db, operator.id, !enabled);
  await writeAudit(db, CLI_ACTOR, {
    action: enabled ? 'operator.enable' : 'operator.disable',
    targetType: 'operator',
    targetId: operator.id,
    detail: { username: operator.username },
  });
}
