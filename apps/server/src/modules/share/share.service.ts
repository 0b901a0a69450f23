import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  Codes,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  type ShareCreateBody,
  type ShareCreated,
  type SharedReport,
  type ShareItem,
} from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { consumeOrRefuse, tooManyFor } from '../../lib/rate-limit';
import { nowSeconds } from '../../lib/time';
import { hashToken } from '../auth';
import { findMemberById } from '../member';
import { ownedTable, volunteerReportOf } from '../volunteer';
import { findShareByHash, findShareById, insertShare, listShares, revokeShare, type ShareRow } from './share.repository';

/**
 * Views of one link from one address per minute, and unknown or malformed tokens per address per
 * hour; past the second, unknown tokens from that address are refused (10003) instead of answered.
 * Neither limit can be spent by someone without the link: valid links keep working from an address
 * that sent bad tokens (a school's NAT must not lose its families' links to one bad actor).
 */
export const SHARE_VIEW_LIMITS = { viewsPerMinute: 30, failuresPerHour: 10 } as const;

const INVALID = '分享链接无效，请向分享人索取新的链接';

export function shareItemOf(row: ShareRow, now = nowSeconds()): ShareItem {
  const expiresAt = Number(row.expires_at);
  const revokedAt = row.revoked_at === null ? null : Number(row.revoked_at);
  return {
    id: row.id,
    tableId: row.table_id,
    createdAt: Number(row.created_at),
    expiresAt,
    revokedAt,
    state: revokedAt !== null ? 'revoked' : expiresAt <= now ? 'expired' : 'active',
  };
}

/** A new link for the member's own table; the token is returned once and only its sha256 is kept. */
export async function createShare(db: Kysely<Database>, memberId: number, body: ShareCreateBody): Promise<ShareCreated> {
  await ownedTable(db, memberId, body.tableId);
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const now = nowSeconds();
  const row = await insertShare(db, {
    table_id: body.tableId,
    member_id: memberId,
    token_hash: hashToken(token),
    expires_at: now + body.days * 86400,
    created_at: now,
  });
  return { ...shareItemOf(row, now), token };
}

export async function listOwnShares(db: Kysely<Database>, memberId: number, tableId: number): Promise<ShareItem[]> {
  await ownedTable(db, memberId, tableId);
  const now = nowSeconds();
  return (await listShares(db, tableId)).map((row) => shareItemOf(row, now));
}

export async function revokeOwnShare(db: Kysely<Database>, memberId: number, id: number): Promise<ShareItem> {
  const row = await findShareById(db, id);
  if (!row) {
    throw notFound('分享链接不存在');
  }
  if (row.member_id !== memberId) {
    throw forbidden('无权管理该分享链接');
  }
  await revokeShare(db, id, nowSeconds());
  return shareItemOf((await findShareById(db, id)) ?? row);
}

/**
 * What anyone holding a link sees: the 志愿报告 of that one table and nothing else of the owner's.
 *
 * Only failures are limited per address. A failure is charged and then checked in one atomic step
 * (`store.hit`), so a concurrent burst of bad tokens gets exactly `failuresPerHour` answered as
 * unknown and the rest refused, on one instance or many. A well-formed token is still looked up
 * from a locked address (one indexed read), since that is the only way to tell a family's valid
 * link from a guess; a 256-bit token cannot be guessed, so the lock only turns scanners away.
 * Views of a valid link are limited per link and address, which nobody without the link can spend.
 */
export function createShareViewer(deps: Pick<Deps, 'db' | 'store'>) {
  const views = deps.store.limiter('share-view-link-ip', SHARE_VIEW_LIMITS.viewsPerMinute, 60);

  async function failure(ip: string): Promise<AppError> {
    const { count, msLeft } = await deps.store.hit(`share-fail-ip:${ip}`, 3600);
    return count > SHARE_VIEW_LIMITS.failuresPerHour ? tooManyFor(msLeft, '无效的分享链接尝试过多，请稍后再试') : notFound(INVALID);
  }

  return async function view(token: string, ip: string): Promise<SharedReport> {
    const row = SHARE_TOKEN_PATTERN.test(token) ? await findShareByHash(deps.db, hashToken(token)) : undefined;
    if (!row) {
      throw await failure(ip);
    }
    await consumeOrRefuse(views, `${row.id}:${ip}`, { message: '访问过于频繁，请稍后再试' });
    const item = shareItemOf(row);
    if (item.state === 'revoked') {
      throw notFound('分享人已撤销这个链接');
    }
    if (item.state === 'expired') {
      throw notFound('这个分享链接已过期，请向分享人索取新的链接');
    }
    const owner = await findMemberById(deps.db, row.member_id);
    if (!owner || owner.disabled === 1) {
      throw notFound(INVALID);
    }
    try {
      return { report: await volunteerReportOf(deps.db, owner, row.table_id), expiresAt: item.expiresAt };
    } catch (error) {
      // The owner's missing profile or batch is theirs to fix; the viewer must not be asked for scores.
      if (error instanceof AppError && error.code !== Codes.internal) {
        throw notFound('这个志愿表暂时无法查看，请联系分享人');
      }
      throw error;
    }
  };
}
