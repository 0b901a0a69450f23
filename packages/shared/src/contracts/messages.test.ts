import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index';

/** Wording of the validator itself that a member must never read. */
const RAW = /期望|实际接收|无效输入|undefined|NaN|\b(string|number|object|boolean|array|Invalid|expected)\b/i;
const CHINESE = /[\u4e00-\u9fa5]/;

function isObjectSchema(value: unknown): value is z.ZodObject {
  return (value as { _zod?: { def?: { type?: string } } } | null)?._zod?.def?.type === 'object';
}

const requestSchemas: [string, z.ZodObject][] = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  /(Body|Query)$/.test(name) && isObjectSchema(value) ? [[name, value] as [string, z.ZodObject]] : [],
);

/** Bad values of every kind a client can send for one field. */
const BAD_VALUES: unknown[] = [undefined, null, '', {}, [], 'x'.repeat(20_000), -1, 1.5, 'abc', true];

function messagesOf(schema: z.ZodObject): string[] {
  const messages: string[] = [];
  for (const key of Object.keys(schema.shape)) {
    for (const value of BAD_VALUES) {
      const result = schema.safeParse({ [key]: value });
      result.error?.issues.forEach((issue) => messages.push(issue.message));
    }
  }
  const whole = schema.safeParse(undefined);
  whole.error?.issues.forEach((issue) => messages.push(issue.message));
  return messages;
}

describe('validation messages', () => {
  it('covers the request contracts', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  it.each(requestSchemas)('%s answers member sentences for every bad field', (_name, schema) => {
    const messages = messagesOf(schema);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toMatch(CHINESE);
      expect(message).not.toMatch(RAW);
    }
  });

  it('names the field: a missing feedback text asks for it, a wrong type says which field', () => {
    expect(contracts.feedbackBody.safeParse({}).error?.issues[0].message).toBe('请填写内容');
    expect(contracts.feedbackBody.safeParse({ content: 3 }).error?.issues[0].message).toBe('内容格式不正确');
    expect(contracts.volunteerCreateBody.safeParse({ name: '表', batchId: 'x' }).error?.issues[0].message).toMatch(/批次/);
  });

  it('keeps the messages a contract writes itself', () => {
    expect(contracts.smsLoginBody.safeParse({ mobile: '123', smsCode: '1234' }).error?.issues[0].message).toBe('请输入正确的手机号');
  });
});
