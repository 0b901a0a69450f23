import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertChunked } from '../db/insert-chunked';
import { batchRowOf, batchRuleOf, officialBatchOrder } from './art-rules';

/**
 * The batches the official rows name. Publications give a batch's name and level, not its filling
 * rules (顺序/平行, unit, slots, 调剂). A batch the rule data knows (dataset/rules/batch-rules.ts)
 * takes that rule with its publisher; the others carry the national pattern (docs/domain.md,
 * batches) and say 待核实 as their source, so the pages show them as unverified.
 */
export const UNVERIFIED_BATCH_RULES = '批次规则待核实';

export interface NamedBatch {
  provinceId: number;
  /** Short province name, to find the batch's rule in the rule data. */
  provinceName: string;
  year: number;
  name: string;
  level: string;
  sourceUrl: string | null;
}

/** Creates every named batch that does not exist yet; returns how many were added. */
export async function ensureNamedBatches(
  trx: Kysely<Database>,
  batches: readonly NamedBatch[],
  subjectModeOf: (provinceId: number) => number,
): Promise<number> {
  const existing = new Set(
    (await trx.selectFrom('batches').select(['province_id', 'year', 'name']).execute()).map((b) => `${b.province_id}|${b.year}|${b.name}`),
  );
  const unique = new Map<string, NamedBatch>();
  for (const b of batches) {
    const key = `${b.provinceId}|${b.year}|${b.name}`;
    if (!existing.has(key) && !unique.has(key)) {
      unique.set(key, b);
    }
  }
  const rows = [...unique.values()].sort(byLevelThenName).map((b, i) => {
    const known = batchRuleOf(b.provinceName, b.year, b.name, b.level);
    const rules = known
      ? batchRowOf(known)
      : { ...rulesOf(b, subjectModeOf(b.provinceId)), source: UNVERIFIED_BATCH_RULES, source_url: b.sourceUrl };
    return { ...rules, province_id: b.provinceId, year: b.year, name: b.name, level: b.level, sort: i + 1 };
  });
  await insertChunked(trx, 'batches', rows);
  return rows.length;
}

/** The province's own order for its official batches (dataset/rules/official-batches.ts), then level, 提前 first, name. */
function byLevelThenName(a: NamedBatch, b: NamedBatch): number {
  const official = (n: NamedBatch) => officialBatchOrder(n.provinceName, n.name) ?? 99;
  const early = (n: NamedBatch) => (/提前/.test(n.name) ? 0 : 1);
  return official(a) - official(b) || a.level.localeCompare(b.level, 'zh') || early(a) - early(b) || a.name.localeCompare(b.name, 'zh');
}

/** The common pattern: 提前批 sequential with two choices; other art batches parallel, by 院校专业组 in new-gaokao provinces. */
function rulesOf(b: NamedBatch, subjectMode: number) {
  if (/提前/.test(b.name)) {
    return { mode: '顺序', unit: '院校', max_slots: 2, majors_per_slot: 6, allow_adjust: 1 };
  }
  return {
    mode: '平行',
    unit: subjectMode === 0 ? '院校' : '院校专业组',
    max_slots: b.level === '专科' ? 20 : 40,
    majors_per_slot: 6,
    allow_adjust: 1,
  };
}
