import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { consumeOrRefuse } from '../../lib/rate-limit';
import { memberOf } from '../../plugins/auth';

/**
 * Rate limits of the season calls (docs/product-rules.md, "估分、目标倒推、统考位次"). Each one runs
 * the engine for scores it has not seen: a cold evaluation of 河南 美术与设计类 (2,267 plans) took
 * 170–490 ms in a test run on this host, and 目标倒推 of 50 of its plans 25–310 ms. So the limits
 * count what costs: scenarios evaluated, pages listed, plans worked back. Per member, per minute,
 * well above what the pages send (the what-if panel evaluates up to 3 scenarios per 计算, its list
 * one page per click, 目标倒推 one page of rows or a whole 志愿表), far below a script's pace. They
 * live in the shared store (memory or Redis), so they hold across instances.
 */
export const SEASON_LIMITS = {
  /** POST filling/what-if: one point per scenario. */
  whatIf: { name: 'season-what-if', points: 30, seconds: 60, message: '估分试算过于频繁' },
  /** POST filling/what-if/recommend: one point per page. */
  whatIfList: { name: 'season-what-if-list', points: 60, seconds: 60, message: '估分推荐列表刷新过于频繁' },
  /** POST filling/targets (one point per plan asked) and the detail pages' targets (one per plan of the page size). */
  targets: { name: 'season-targets', points: 1500, seconds: 60, message: '目标倒推查询过于频繁' },
} as const;

export type SeasonLimitName = keyof typeof SEASON_LIMITS;

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * A preHandler (after auth.required and the schema, so only valid calls are charged) that charges
 * the calling member `cost(request)` points and refuses with 10003 and the wait past the limit.
 */
export function createSeasonLimit(deps: Pick<Deps, 'store'>, name: SeasonLimitName, cost: (request: FastifyRequest) => number): Guard {
  const { points, seconds, message } = SEASON_LIMITS[name];
  const limiter = deps.store.limiter(SEASON_LIMITS[name].name, points, seconds);
  return async (request) => {
    await consumeOrRefuse(limiter, String(memberOf(request).id), {
      points: cost(request),
      message: (seconds) => `${message}，请${seconds}秒后再试`,
    });
  };
}
