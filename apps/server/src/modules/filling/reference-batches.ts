import type { Kysely } from 'kysely';
import { insertChunked } from '../../db/insert-chunked';
import type { Database } from '../../db/schema';
import { batchRowOf, batchRuleOf } from '../../real-data/art-rules';
import { UNVERIFIED_BATCH_RULES } from '../../real-data/batches';
import { listBatchesById, listBatchesOfYear, listProvinceNames } from './filling.repository';
import type { LineRow } from './reference-plans';

/**
 * The target year's batch of each reference line, by province and name. A missing one is created
 * from the line's own batch (level, order and filling rules), marked 待核实: the rules of a year
 * not yet announced are the last known ones until the province publishes its 实施办法.
 */
export async function targetBatches(
  db: Kysely<Database>,
  targetYear: number,
  lines: readonly LineRow[],
): Promise<{ batchIdOf: (l: LineRow) => number; created: number }> {
  const byName = new Map<string, number>();
  const keyOf = (provinceId: number, name: string) => `${provinceId}|${name}`;
  const provinceIds = [...new Set(lines.map((l) => l.province_id))];
  const load = async () => {
    const rows = await listBatchesOfYear(db, targetYear, provinceIds);
    rows.forEach((b) => byName.set(keyOf(b.province_id, b.name), b.id));
  };
  if (provinceIds.length > 0) {
    await load();
  }
  const missing = new Map<string, number>();
  for (const l of lines) {
    const key = keyOf(l.province_id, l.batch_name);
    if (!byName.has(key) && !missing.has(key)) {
      missing.set(key, l.batch_id);
    }
  }
  if (missing.size > 0) {
    const sourceBatches = await listBatchesById(db, [...new Set(missing.values())]);
    const provinceNames = new Map((await listProvinceNames(db)).map((p) => [p.id, p.name] as const));
    await insertChunked(
      db,
      'batches',
      sourceBatches.map((b) => {
        // A province's official art batch keeps its own rule and source; another batch copies the line's, 待核实.
        const official = batchRuleOf(provinceNames.get(b.province_id) ?? '', targetYear, b.name, b.level);
        const copied = {
          mode: b.mode,
          unit: b.unit,
          max_slots: b.max_slots,
          majors_per_slot: b.majors_per_slot,
          allow_adjust: b.allow_adjust,
          source: UNVERIFIED_BATCH_RULES,
          source_url: null,
        };
        return {
          ...(official?.official ? batchRowOf(official) : copied),
          year: targetYear,
          province_id: b.province_id,
          name: b.name,
          level: b.level,
          sort: b.sort,
        };
      }),
    );
    await load();
  }
  return {
    batchIdOf: (l) => {
      const id = byName.get(keyOf(l.province_id, l.batch_name));
      if (id === undefined) {
        throw new Error(`reference batch missing: ${l.batch_name}`);
      }
      return id;
    },
    created: missing.size,
  };
}
