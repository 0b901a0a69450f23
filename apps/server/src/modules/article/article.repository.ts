import { sql, type Kysely, type Selectable } from 'kysely';
import type { ArticleDetail, ArticleListItem, ArticleListQuery, Banner, GuideSection } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { ArticlesTable } from '../../db/tables/catalogue';

export type ArticleFilters = Omit<ArticleListQuery, 'page' | 'size'>;

const LIST_COLUMNS = [
  'a.id',
  'a.title',
  'a.summary',
  'a.category',
  'a.province_id',
  'a.province_name',
  'a.cover',
  'a.view_count',
  'a.published_at',
  'a.source',
] as const;

function filteredArticles(db: Kysely<Database>, filters: ArticleFilters) {
  // Articles an operator unpublished are hidden from the site.
  let query = db.selectFrom('articles as a').where('a.published', '=', 1);
  if (filters.category) {
    query = query.where('a.category', '=', filters.category);
  }
  const { provinceId } = filters;
  if (provinceId !== undefined) {
    // A province's page shows its own articles and the national ones.
    query = query.where((eb) => eb.or([eb('a.province_id', '=', provinceId), eb('a.province_id', 'is', null)]));
  }
  return query;
}

/** One page of articles, newest first. */
export async function listArticles(
  db: Kysely<Database>,
  filters: ArticleFilters,
  page: number,
  size: number,
): Promise<{ rows: ArticleListItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    filteredArticles(db, filters)
      .select([...LIST_COLUMNS])
      .orderBy('a.published_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filteredArticles(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => toArticle(r)), total: Number(count?.total ?? 0) };
}

/** Counts a read and returns the article with the new count; undefined when the id is unknown. */
export async function readArticle(db: Kysely<Database>, id: number): Promise<ArticleDetail | undefined> {
  await db
    .updateTable('articles')
    .set({ view_count: sql<number>`view_count + 1` })
    .where('id', '=', id)
    .where('published', '=', 1)
    .execute();
  const row = await db
    .selectFrom('articles as a')
    .select([...LIST_COLUMNS, 'a.content'])
    .where('a.id', '=', id)
    .where('a.published', '=', 1)
    .executeTakeFirst();
  return row ? { ...toArticle(row), content: row.content } : undefined;
}

export async function listBanners(db: Kysely<Database>): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'image', 'gradient', 'link', 'sort'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listGuideSections(db: Kysely<Database>): Promise<GuideSection[]> {
  return db.selectFrom('guide_sections').select(['id', 'key', 'title', 'content', 'sort']).orderBy('sort').orderBy('id').execute();
}

type ArticleRow = Pick<
  Selectable<ArticlesTable>,
  'id' | 'title' | 'summary' | 'category' | 'province_id' | 'province_name' | 'cover' | 'view_count' | 'published_at' | 'source'
>;

/** snake_case row → API object (pg bigints arrive as numbers via the type parser). */
export function toArticle(row: ArticleRow): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    provinceId: row.province_id,
    provinceName: row.province_name,
    cover: row.cover,
    viewCount: Number(row.view_count),
    publishedAt: Number(row.published_at),
    source: row.source,
  };
}
