import { adminArticleListQuery } from '@yzy/shared/contracts';
import { z } from 'zod';

/** The articles list as it lives in the URL (published as '1' / '0'); `tab` keeps the content section. */
export const articleFilterSchema = adminArticleListQuery.pick({ page: true, size: true, keyword: true, category: true }).extend({
  published: z.enum(['0', '1']).optional(),
  tab: z.enum(['articles', 'banners', 'guide']).optional(),
});

export type ArticleFilters = z.infer<typeof articleFilterSchema>;
