import { z } from 'zod';

/** Building blocks of the operator console's contracts (/api/admin/v1). */

/** A positive integer id, sent as a number or a numeric string. */
export const adminId = (label: string) =>
  z.coerce
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` });

/** Unix seconds, optional (filters). */
export const adminTime = (label: string) =>
  z.coerce
    .number({ error: `${label}须为时间戳（秒）` })
    .int({ error: `${label}须为时间戳（秒）` })
    .min(0, { error: `${label}须为时间戳（秒）` });

/** A 0/1 switch sent as true/false, 1/0 or 'true'/'false' (query strings). */
export const adminFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** An optional note the operator gives for a change; kept in the audit log. */
export const adminNote = z.string().trim().max(200, { error: '备注最多200个字' }).default('');

/** What every write answers when there is nothing more useful to return. */
export const adminDone = z.object({ done: z.literal(true) });
export type AdminDone = z.infer<typeof adminDone>;
