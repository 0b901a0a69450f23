import type { Kysely, Selectable } from 'kysely';
import type { AdminArticleDetail, AdminArticleFields, AdminArticleItem } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import type { ArticlesTable } from '../../../db/tables/catalogue';
import { invalid } from '../../../lib/app-error';
import { containsPattern, likeEscaped } from '../../../db/like';
import { sanitizeRichText } from '../../article';

export interface ArticleFilters {
  keyword?: string;
  category?: string;
  published?: boolean;
}

function filtered(db: Kysely<Database>, filters: ArticleFilters) {
  let query = db.selectFrom('articles');
  if (filters.keyword) {
    query = query.where(likeEscaped('title', containsPattern(filters.keyword)));
  }
  if (filters.category) {
    query = query.where('category', '=', filters.category);
  }
  if (filters.published !== undefined) {
    query = query.where('published', '=', filters.published ? 1 : 0);
  }
  return query;
}

export async function listArticlesForOperator(
  db: Kysely<Database>,
  filters: ArticleFilters,
  page: number,
  size: number,
): Promise<{ content: AdminArticleItem[]; total: number }> {
  const [count, rows] = await Promise.all([
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    filtered(db, filters)
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { content: rows.map(toAdminArticle), total: Number(count.total) };
}

export async function findArticleForOperator(db: Kysely<Database>, id: number): Promise<AdminArticleDetail | undefined> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...toAdminArticle(row), content: row.content } : undefined;
}

/** What the audit log records about an article before a change. */
export async function findArticleSummary(db: Kysely<Database>, id: number) {
  return db.selectFrom('articles').select(['id', 'title', 'published']).where('id', '=', id).executeTakeFirst();
}

export type ArticleColumns = Awaited<ReturnType<typeof articleColumns>>;

export async function insertArticle(db: Kysely<Database>, columns: ArticleColumns, now: number): Promise<number> {
  const row = await db
    .insertInto('articles')
    .values({ ...columns, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArticle(db: Kysely<Database>, id: number, changes: Partial<ArticleColumns>): Promise<void> {
  await db.updateTable('articles').set(changes).where('id', '=', id).execute();
}

export async function deleteArticle(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('articles').where('id', '=', id).execute();
}

/** The stored columns of an article: HTML sanitised with the site's one allow-list, the province named. */
export async function articleColumns(db: Kysely<Database>, fields: AdminArticleFields, now: number) {
  let provinceName: string | null = null;
  if (fields.provinceId !== null) {
    const province = await db.selectFrom('provinces').select('name').where('id', '=', fields.provinceId).executeTakeFirst();
    if (!province) {
      throw invalid('省份不存在');
    }
    provinceName = province.name;
  }
  const content = sanitizeRichText(fields.content);
  if (content === '') {
    throw invalid('正文在清理不安全内容后为空');
  }
  return {
    title: fields.title,
    summary: fields.summary,
    content,
    category: fields.category,
    province_id: fields.provinceId,
    province_name: provinceName,
    cover: fields.cover,
    source: fields.source,
    published: fields.published ? 1 : 0,
    published_at: fields.publishedAt ?? now,
  };
}

function toAdminArticle(row: Selectable<ArticlesTable>): AdminArticleItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    provinceId: row.province_id,
    provinceName: row.province_name,
    cover: row.cover,
    source: row.source,
    published: row.published === 1,
    publishedAt: Number(row.published_at),
    viewCount: Number(row.view_count),
    createdAt: Number(row.created_at),
  };
}
