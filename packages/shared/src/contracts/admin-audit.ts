import { z } from 'zod';
import { adminId, adminTime } from './admin-common';
import { pageOf, pageQuery } from './catalogue';

/** The audit log: one row per operator write (and per command-line import or operator change). */
export const auditListQuery = pageQuery.extend({
  operatorId: adminId('操作员').optional(),
  /** Exact action, e.g. member.grantVip. */
  action: z.string().trim().max(40).optional(),
  /** member, vipCard, order, article, banner, guide, import, operator. */
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  /** Unix seconds, inclusive. */
  from: adminTime('开始时间').optional(),
  /** Unix seconds, exclusive. */
  to: adminTime('结束时间').optional(),
});

export const auditItem = z.object({
  id: z.number(),
  /** Null for the command line. */
  operatorId: z.number().nullable(),
  /** Username at the time, or `cli`. */
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What changed: parameters, before and after. */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.number(),
});

export const auditPage = pageOf(auditItem);

export type AuditListQuery = z.infer<typeof auditListQuery>;
export type AuditItem = z.infer<typeof auditItem>;
