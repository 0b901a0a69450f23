import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  examCategoryItem,
  provinceDataTimeConfig,
  provinceDataTimeConfigQuery,
  provinceIdQuery,
  provinceListItem,
  provinceNemtInfo,
} from '@yzy/shared/contracts';
import { gkyearOf } from '@yzy/shared/rules';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { findProvince, listExamCategories, listProvinces, timeConfigOrDefault } from './reference.repository';
import { PROFILE_MESSAGES } from './score-profile.service';

/** Reference data for the score-info dialog. Public: no login, the same for everyone, cacheable. */
export function registerReferenceRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['高考成绩'];

  async function provinceOrFail(provinceId: number) {
    const province = await findProvince(deps.db, provinceId);
    if (!province) {
      throw notFound(PROFILE_MESSAGES.province);
    }
    return province;
  }

  r.get(
    '/api/v1/getProvinceListForNemtInfo',
    { schema: { tags, summary: '省份列表', response: { 200: envelope(z.array(provinceListItem)) } } },
    async () => ok(await listProvinces(deps.db)),
  );

  r.get(
    '/api/v1/getExamCategoryList',
    {
      schema: {
        tags,
        summary: '省份的统考科类（examCategoryScore 为 null 表示当前类暂不可选）',
        querystring: provinceIdQuery,
        response: { 200: envelope(z.array(examCategoryItem)) },
      },
    },
    async (request) => {
      const province = await provinceOrFail(request.query.provinceId);
      return ok(await listExamCategories(deps.db, province.provinceId, gkyearOf(new Date())));
    },
  );

  r.get(
    '/api/v1/getProvinceNemtInfo',
    { schema: { tags, summary: '省份选科模式', querystring: provinceIdQuery, response: { 200: envelope(provinceNemtInfo) } } },
    async (request) => ok(await provinceOrFail(request.query.provinceId)),
  );

  r.get(
    '/api/v1/provinceDataTimeConfig/getItem',
    {
      schema: {
        tags,
        summary: '省份时间配置（是否须填位次、出分时间）',
        querystring: provinceDataTimeConfigQuery,
        response: { 200: envelope(provinceDataTimeConfig) },
      },
    },
    async (request) => {
      const province = await provinceOrFail(request.query.provinceId);
      return ok(await timeConfigOrDefault(deps.db, province.provinceId, request.query.examCategoryId ?? null, gkyearOf(new Date())));
    },
  );
}
