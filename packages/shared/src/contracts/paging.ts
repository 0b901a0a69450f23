import { z } from 'zod';
import { PAGE_SIZE_MAX } from './limits';

export { PAGE_SIZE_MAX } from './limits';

/** An optional positive id filter whose message names the field. */
export const optionalId = (label: string) =>
  z.coerce
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` })
    .optional();

/** Where a number comes from; generated data says 示例数据. */
export const sourceField = z.string();
/** The official page a figure was taken from (the publisher is `source`); null for hand-entered or generated rows. */
export const sourceUrlField = z.string().nullable();

/** Paging of every list: `page` from 1, `size` 1–50 (default 20). */
export const pageQuery = z.object({
  /** Page number, from 1. */
  page: z.coerce
    .number({ error: '页码须为不小于1的整数' })
    .int({ error: '页码须为不小于1的整数' })
    .min(1, { error: '页码须为不小于1的整数' })
    .default(1),
  /** Rows per page, 1–50. */
  size: z.coerce
    .number({ error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .int({ error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .min(1, { error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .max(PAGE_SIZE_MAX, { error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .default(20),
});

/** The `{ content, total, page, size }` answer of a paged list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    /** Rows of this page. */
    content: z.array(item),
    /** Rows matching the filters, over all pages. */
    total: z.number(),
    page: z.number(),
    size: z.number(),
  });
}

export const idQuery = z.object({
  /** Row id. */
  id: z.coerce.number({ error: '编号须为正整数' }).int({ error: '编号须为正整数' }).positive({ error: '编号须为正整数' }),
});
