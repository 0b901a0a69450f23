import { z } from 'zod';

/** The success envelope schema around a data schema, for responses and the OpenAPI document. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), msg: z.string(), data });
}

export function ok<T>(data: T): { status: 200; msg: string; data: T } {
  return { status: 200, msg: 'ok', data };
}
