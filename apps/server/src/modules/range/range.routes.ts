import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  equivalentQuery,
  equivalentResponse,
  RANK_TABLE_ROWS_MAX,
  rankLookupQuery,
  rankLookupResponse,
  rankTableMeta,
  rankTableQuery,
  rankTableResponse,
  rankTablesQuery,
  type RankTableMeta,
  type RankTableResponse,
} from '@yzy/shared/contracts';
import { bandStepOf, lookupBandRank, lookupRank } from '@yzy/shared/rules';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { findProvince, requireScoreProfile } from '../score-profile';
import { countRankRows, findRankTable, listRankRows, listRankTables, loadRankRows } from './range.repository';
import { checkScoreWithin, equivalentOf, toRowItem } from './range.service';

/** 一分一段: the tables of a province, one table's rows, a score's rank, equivalent scores by rank. All need login + score info. */
export function registerRangeRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['一分一段'];
  const member = (request: Parameters<typeof memberOf>[0]) => requireScoreProfile(deps.db, memberOf(request).id);

  r.get(
    '/api/v1/range/tables',
    {
      schema: {
        tags,
        summary: '某省可查的一分一段表（默认本人省份）',
        querystring: rankTablesQuery,
        response: { 200: envelope(z.array(rankTableMeta)) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      const scope = await member(request);
      const provinceId = request.query.provinceId ?? scope.provinceId;
      if (!(await findProvince(deps.db, provinceId))) {
        throw notFound('省份不存在');
      }
      return ok(await listRankTables(deps.db, provinceId));
    },
  );

  r.get(
    '/api/v1/range/table',
    {
      schema: {
        tags,
        summary: '一分一段表的行（分页，或不传 size 取整表）',
        querystring: rankTableQuery,
        response: { 200: envelope(rankTableResponse) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      await member(request);
      const table = await tableOrThrow(deps, request.query.id);
      return ok(await rowsOf(deps, table, request.query.page, request.query.size));
    },
  );

  r.get(
    '/api/v1/range/lookup',
    {
      schema: { tags, summary: '查某分数的位次', querystring: rankLookupQuery, response: { 200: envelope(rankLookupResponse) } },
      preHandler: auth.required,
    },
    async (request) => {
      await member(request);
      const table = await tableOrThrow(deps, request.query.tableId);
      checkScoreWithin(request.query.score, table.maxScore);
      const rows = await loadRankRows(deps.db, table.id);
      // A 分数段 (rows several points apart) is looked up by band: 位次 is the band's range.
      const step = bandStepOf(rows);
      const lookup = step > 1 ? lookupBandRank(rows, step, request.query.score) : lookupRank(rows, request.query.score);
      return ok({ table, lookup, step });
    },
  );

  r.get(
    '/api/v1/range/equivalent',
    {
      schema: {
        tags,
        summary: '今年位次与往年等效分（位次法，默认本人省份科类）',
        querystring: equivalentQuery,
        response: { 200: envelope(equivalentResponse) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await equivalentOf(deps.db, await member(request), request.query)),
  );
}

async function tableOrThrow(deps: Deps, id: number): Promise<RankTableMeta> {
  const table = await findRankTable(deps.db, id);
  if (!table) {
    throw notFound('一分一段表不存在');
  }
  return table;
}

async function rowsOf(deps: Deps, table: RankTableMeta, page: number | undefined, size: number | undefined): Promise<RankTableResponse> {
  const [total, step] = await Promise.all([countRankRows(deps.db, table.id), loadRankRows(deps.db, table.id).then(bandStepOf)]);
  if (size === undefined) {
    const rows = await listRankRows(deps.db, table.id, RANK_TABLE_ROWS_MAX);
    return { table, rows: rows.map(toRowItem), total, page: 1, size: rows.length, truncated: total > rows.length, step };
  }
  const current = page ?? 1;
  const rows = await listRankRows(deps.db, table.id, size, (current - 1) * size);
  return { table, rows: rows.map(toRowItem), total, page: current, size, truncated: false, step };
}
