import type { Kysely, Selectable } from 'kysely';
import type { AdminBanner, AdminBannerFields, AdminGuideFields, AdminGuideSection } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import type { BannersTable } from '../../../db/tables/catalogue';
import { invalid } from '../../../lib/app-error';
import { sanitizeRichText } from '../../article';

/** Banners (the home carousel, disabled ones too) and 使用指南 sections. */
export async function listBannersForOperator(db: Kysely<Database>): Promise<AdminBanner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map(toAdminBanner);
}

export async function findBannerForOperator(db: Kysely<Database>, id: number): Promise<AdminBanner | undefined> {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAdminBanner(row) : undefined;
}

/** Inserts (id null) or updates a banner; its id, or null when the id is unknown. */
export async function saveBanner(db: Kysely<Database>, id: number | null, fields: AdminBannerFields): Promise<number | null> {
  const values = {
    title: fields.title,
    subtitle: fields.subtitle,
    image: fields.image,
    gradient: fields.gradient,
    link: fields.link,
    sort: fields.sort,
    enabled: fields.enabled ? 1 : 0,
  };
  if (id === null) {
    return (await db.insertInto('banners').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }
  const result = await db.updateTable('banners').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? id : null;
}

function toAdminBanner(row: Selectable<BannersTable>): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    gradient: row.gradient,
    link: row.link,
    sort: row.sort,
    enabled: row.enabled === 1,
  };
}

export async function listGuideForOperator(db: Kysely<Database>): Promise<AdminGuideSection[]> {
  return db.selectFrom('guide_sections').select(['id', 'key', 'title', 'content', 'sort']).orderBy('sort').orderBy('id').execute();
}

export async function findGuideForOperator(db: Kysely<Database>, id: number): Promise<AdminGuideSection | undefined> {
  return db.selectFrom('guide_sections').select(['id', 'key', 'title', 'content', 'sort']).where('id', '=', id).executeTakeFirst();
}

/** Inserts (id null) or updates a 使用指南 section with its HTML sanitised; its id, or null when the id is unknown. */
export async function saveGuide(db: Kysely<Database>, id: number | null, fields: AdminGuideFields): Promise<number | null> {
  const content = sanitizeRichText(fields.content);
  if (content === '') {
    throw invalid('正文在清理不安全内容后为空');
  }
  const values = { key: fields.key, title: fields.title, content, sort: fields.sort };
  if (id === null) {
    return (await db.insertInto('guide_sections').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }
  const result = await db.updateTable('guide_sections').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? id : null;
}

export async function deletePageRow(db: Kysely<Database>, table: 'banners' | 'guide_sections', id: number): Promise<number | null> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? id : null;
}
