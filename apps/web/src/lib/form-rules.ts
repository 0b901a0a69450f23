import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * An antd Form rule from one field of a shared zod contract (a limit is written once, in the contract):
 * the form shows the contract's own Chinese message, the same one the server would answer.
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new Error(result.error.issues[0]?.message ?? '输入不正确');
      }
    },
  };
}
