import type { Kysely } from 'kysely';
import type { AdminArticleDetail, AdminArticleFields } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { recheckSearchSnapshot, searchedDataChanged } from '../../search';
import { withAudit, type Actor } from '../audit/audit.repository';
import {
  articleColumns,
  deleteArticle,
  findArticleForOperator,
  findArticleSummary,
  insertArticle,
  updateArticle,
} from './articles.repository';

/**
 * An operator's writes to 艺考资讯, each with its audit row in one transaction. A change to what
 * search holds (title, publication date) marks the search snapshot changed inside the transaction
 * and rechecks it once committed (search-freshness.ts).
 */

/** An article as the console shows it; 10004 when there is none. */
export async function articleForOperator(db: Kysely<Database>, id: number): Promise<AdminArticleDetail> {
  const article = await findArticleForOperator(db, id);
  if (!article) {
    throw notFound('资讯不存在');
  }
  return article;
}

/** Saves a new article (its text sanitised) and returns its id. */
export async function createArticle(db: Kysely<Database>, actor: Actor, fields: AdminArticleFields): Promise<number> {
  const id = await withAudit(db, actor, async (trx) => {
    const now = nowSeconds();
    const id = await insertArticle(trx, await articleColumns(trx, fields, now), now);
    await searchedDataChanged(trx);
    return {
      value: id,
      audit: {
        action: 'article.create',
        targetType: 'article',
        targetId: id,
        detail: { title: fields.title, published: fields.published },
      },
    };
  });
  recheckSearchSnapshot(db);
  return id;
}

export async function editArticle(db: Kysely<Database>, actor: Actor, id: number, fields: AdminArticleFields): Promise<void> {
  await withAudit(db, actor, async (trx) => {
    const before = await existing(trx, id);
    await updateArticle(trx, id, await articleColumns(trx, fields, nowSeconds()));
    await searchedDataChanged(trx);
    return {
      value: null,
      audit: { action: 'article.update', targetType: 'article', targetId: id, detail: { before, title: fields.title } },
    };
  });
  recheckSearchSnapshot(db);
}

/** Publishes or takes down an article. */
export async function publishArticle(db: Kysely<Database>, actor: Actor, id: number, published: boolean): Promise<void> {
  await withAudit(db, actor, async (trx) => {
    const before = await existing(trx, id);
    await updateArticle(trx, id, { published: published ? 1 : 0 });
    return {
      value: null,
      audit: {
        action: published ? 'article.publish' : 'article.unpublish',
        targetType: 'article',
        targetId: id,
        detail: { before: before.published },
      },
    };
  });
}

export async function removeArticle(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await withAudit(db, actor, async (trx) => {
    const before = await existing(trx, id);
    await deleteArticle(trx, id);
    await searchedDataChanged(trx);
    return { value: null, audit: { action: 'article.delete', targetType: 'article', targetId: id, detail: { title: before.title } } };
  });
  recheckSearchSnapshot(db);
}

async function existing(trx: Kysely<Database>, id: number) {
  const row = await findArticleSummary(trx, id);
  if (!row) {
    throw notFound('资讯不存在');
  }
  return row;
}
