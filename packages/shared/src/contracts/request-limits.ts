import type { z } from 'zod';
import { fieldLabel } from './labels';

/**
 * Limits every request value must keep, whatever its contract, so SQLite and PostgreSQL answer
 * bad input alike (with the same 400) instead of PostgreSQL failing where SQLite quietly copes:
 * - an integer must fit a 32-bit column (ids, counts, ranks; Unix seconds fit until 2038);
 * - text must not hold NUL characters, which PostgreSQL cannot store.
 */
export const REQUEST_INT_MAX = 2_147_483_647;

interface LimitIssue {
  path: (string | number)[];
  message: string;
}

function labelOf(path: (string | number)[]): string {
  return fieldLabel(path.filter((p) => typeof p === 'string').join('.')) ?? '参数';
}

/** Every place in a parsed request value that breaks a limit above. */
export function requestLimitIssues(value: unknown, path: (string | number)[] = []): LimitIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [{ path, message: `${labelOf(path)}含有无法识别的字符，请删除后重试` }] : [];
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) > REQUEST_INT_MAX ? [{ path, message: `${labelOf(path)}超出允许的范围` }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => requestLimitIssues(item, [...path, i]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => requestLimitIssues(item, [...path, key]));
  }
  return [];
}

/** A request contract that also keeps the limits above: the server wraps every route's schema in it. */
export function withRequestLimits<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    for (const issue of requestLimitIssues(value)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }) as T;
}
