import { z } from 'zod';

/** Query and body fields shared by the tools' calls (tools.ts, compute.ts); not part of the public contracts. */
export const emptyToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);
export const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` });
export const idParam = (label: string) => z.preprocess(emptyToUndefined, positiveInt(label));
/** Absent or empty means "use the default". */
export const optionalIdParam = (label: string) => z.preprocess(emptyToUndefined, positiveInt(label).optional());
export const scoreParam = (label: string) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: `${label}须为数字` }).min(0, { error: `${label}不能为负数` }));
export const bodyScore = (label: string) => z.number({ error: `${label}须为数字` }).min(0, { error: `${label}不能为负数` });
export const bodyId = (label: string) =>
  z
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` });
