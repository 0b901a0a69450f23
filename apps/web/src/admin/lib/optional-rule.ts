import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { zodRule } from '../../lib/form-rules';

/** A contract rule for a filter field that may stay empty: checked only once something is typed. */
export function optionalRule(schema: ZodType): FormRule {
  const rule = zodRule(schema);
  return {
    validator: async (...args) => {
      const value: unknown = args[1];
      if (value === undefined || value === null || value === '') {
        return;
      }
      if (typeof rule === 'object' && rule.validator) {
        await rule.validator(...args);
      }
    },
  };
}
