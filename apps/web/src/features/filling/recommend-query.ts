import type { RecommendQuery } from '@yzy/shared/contracts';
import {
  MAJOR_CLASS_CODES,
  RECOMMEND_SORTS,
  RECOMMEND_TIERS,
  SCHOOL_NATURES,
  SCHOOL_TAGS,
  SCHOOL_TYPES,
} from '@yzy/shared/contracts/choices';
import { PAGE_SIZE_MAX, SEARCH_KEYWORD_MAX } from '@yzy/shared/contracts/limits';
import { isTuitionValue, tuitionError } from '@yzy/shared/contracts/tuition';

/*
 * /filling's query read as the server reads it (`recommendQuery`, packages/shared/src/contracts/planning.ts,
 * through lib/list-params.ts: a value the contract refuses is dropped), without zod: 模拟填报's first
 * load then needs no zod and no contracts (docs/performance.md, front end). recommend-query.test.ts
 * holds both readers, and 学费's messages, to the contract on generated URLs.
 */

/** Number(value) as z.coerce.number() reads it, kept when it is a safe integer in [min, max]. */
function integer(value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

function oneOf<V extends string>(values: readonly V[], value: string | undefined): V | undefined {
  return values.find((v) => v === value);
}

/** 学费: empty is unset; otherwise kept when the contract takes it (contracts/tuition.ts). */
function yuan(value: string | undefined): number | undefined {
  const n = value === undefined || value === '' ? undefined : Number(value);
  return n !== undefined && isTuitionValue(n) ? n : undefined;
}

function keywordOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed !== undefined && trimmed.length <= SEARCH_KEYWORD_MAX ? trimmed : undefined;
}

/** The query of the URL's values (the last of a repeated key); throws, as the contract does, without a valid batchId. */
export function readRecommendQuery(raw: Readonly<Record<string, string>>): RecommendQuery {
  const batchId = integer(raw.batchId, 1);
  if (batchId === undefined) {
    throw new Error('请选择批次');
  }
  const query: RecommendQuery = {
    page: integer(raw.page, 1) ?? 1,
    size: integer(raw.size, 1, PAGE_SIZE_MAX) ?? 20,
    batchId,
    tier: oneOf(RECOMMEND_TIERS, raw.tier) ?? 'all',
    provinceId: integer(raw.provinceId, 1),
    type: oneOf(SCHOOL_TYPES, raw.type),
    nature: oneOf(SCHOOL_NATURES, raw.nature),
    tag: oneOf(SCHOOL_TAGS, raw.tag),
    majorClass: oneOf(MAJOR_CLASS_CODES, raw.majorClass),
    tuitionMin: yuan(raw.tuitionMin),
    tuitionMax: yuan(raw.tuitionMax),
    keyword: keywordOf(raw.keyword),
    sort: oneOf(RECOMMEND_SORTS, raw.sort) ?? 'useful',
    hopeless: oneOf(['show'] as const, raw.hopeless),
  };
  // The contract's refinement: an inverted 学费 range drops its lower end.
  if (tuitionError(query.tuitionMin, query.tuitionMax) !== null) {
    query.tuitionMin = undefined;
  }
  return withoutUnset(query);
}

function withoutUnset(query: RecommendQuery): RecommendQuery {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as RecommendQuery;
}
