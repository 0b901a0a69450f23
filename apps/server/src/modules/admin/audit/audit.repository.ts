import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AuditItem, AuditListQuery } from '@yzy/shared/contracts';
import { isRecord } from '@yzy/shared/rules';
import type { Database } from '../../../db/schema';
import type { AuditLogsTable } from '../../../db/tables/admin';
import { nowSeconds } from '../../../lib/time';
import { operatorOf } from '../auth/operator-auth';

/** Who did it: an operator (from the request) or the command line. */
export interface Actor {
  id: number | null;
  name: string;
  ip: string;
}

export const CLI_ACTOR: Actor = { id: null, name: 'cli', ip: '' };

export function actorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return { id: operator.id, name: operator.username, ip: request.ip };
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  detail: Record<string, unknown>;
}

export async function writeAudit(db: Kysely<Database>, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      operator_id: actor.id,
      operator_name: actor.name,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId).slice(0, 64),
      detail: JSON.stringify(entry.detail),
      ip: actor.ip.slice(0, 64),
      created_at: nowSeconds(),
    })
    .execute();
}

/**
 * Runs an operator write and its audit row in one transaction: a write that fails leaves no
 * audit row, and a write is never kept without one.
 */
export async function withAudit<T>(
  db: Kysely<Database>,
  actor: Actor,
  work: (trx: Kysely<Database>) => Promise<{ value: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { value, audit } = await work(trx);
    await writeAudit(trx, actor, audit);
    return value;
  });
}

export async function listAuditLogs(db: Kysely<Database>, query: AuditListQuery): Promise<{ content: AuditItem[]; total: number }> {
  let base = db.selectFrom('audit_logs');
  if (query.operatorId !== undefined) {
    base = base.where('operator_id', '=', query.operatorId);
  }
  if (query.action) {
    base = base.where('action', '=', query.action);
  }
  if (query.targetType) {
    base = base.where('target_type', '=', query.targetType);
  }
  if (query.targetId) {
    base = base.where('target_id', '=', query.targetId);
  }
  if (query.from !== undefined) {
    base = base.where('created_at', '>=', query.from);
  }
  if (query.to !== undefined) {
    base = base.where('created_at', '<', query.to);
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return { content: rows.map(toAuditItem), total: Number(count.total) };
}

function toAuditItem(row: Selectable<AuditLogsTable>): AuditItem {
  let detail: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.detail);
    detail = isRecord(parsed) ? parsed : {};
  } catch {
    detail = {};
  }
  return {
    id: row.id,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail,
    ip: row.ip,
    createdAt: Number(row.created_at),
  };
}
