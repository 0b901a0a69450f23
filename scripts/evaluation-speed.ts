// `npx tsx scripts/evaluation-speed.ts [--digest=FILE]`: the engine's cold evaluation on the official
// data, in process (docs/performance.md, "The cold recommendation"). It loads dataset/real into a
// fresh in-memory database as a first start does, then evaluates 河南 美术与设计类 (the largest real
// scope) for 240 distinct members in turn, keeping the last 32 evaluations alive as the server's
// evaluation cache does, and prints the CPU-ms per evaluation (the kernel's figure, after a warm-up).
// It then does the same with each evaluation's first page of the default listing (a cold
// filling/recommend but for HTTP: half the members VIP, as the bench's population).
// With --digest=FILE it also writes every evaluated row of every scope for six members each (both
// subject groups, an entered rank, an earlier gkyear, an English score) as JSON, and a hash of each
// batch's listing in every sort and tier, VIP and free, so two builds of the engine can be compared
// row for row (`cmp` the files).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { RECOMMEND_SORTS, RECOMMEND_TIERS, type RecommendQuery } from '@yzy/shared/contracts';
import type { MemberProfile } from '../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse, type Evaluation } from '../apps/server/src/modules/filling/plan-evaluation';
import { explanationOf, forecastOf } from '../apps/server/src/modules/filling/plan-row-forecast';
import type { Universe } from '../apps/server/src/modules/filling/universe';
import { recommend } from '../apps/server/src/modules/filling/recommend';
import { recommendPageOf } from '../apps/server/src/modules/filling/recommend-page';
import { officialScopes } from './official-scopes';

const MEMBERS = 240;
const KEPT = 32;

async function main(): Promise<void> {
  const { scopes, close } = await officialScopes(30);
  const digestFile = process.argv.find((a) => a.startsWith('--digest='))?.slice('--digest='.length);
  if (digestFile) {
    const rows: unknown[] = [];
    for (const { universe, member: base } of scopes) {
      const variants: MemberProfile[] = [
        base,
        { ...base, subjects: ['物理', '化学', '生物'], culture: base.culture + 40 },
        { ...base, culture: base.culture - 60, tests: base.tests - 20 },
        { ...base, enteredRank: 5000 },
        { ...base, gkyear: base.gkyear - 1 },
        { ...base, english: 60, chinese: 70, tests: base.tests + 40 },
      ];
      for (const member of variants) {
        const evaluation = evaluateUniverse(universe, member);
        rows.push(digestOf(`${base.provinceName} ${base.examCategoryName}`, evaluation), listingsDigestOf(universe, evaluation));
      }
    }
    writeFileSync(digestFile, JSON.stringify(rows, null, 1));
    console.log(`digest of ${rows.length / 2} evaluations and their listings written to ${digestFile}`);
  }

  const henan = scopes.find((s) => s.member.provinceName === '河南' && s.member.examCategoryName === '美术与设计类');
  if (!henan) {
    throw new Error('河南 美术与设计类 is not in the data');
  }
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    ...henan.member,
    culture: henan.member.culture - 60 + (i % 60) * 2,
    tests: henan.member.tests - 15 + ((i * 7) % 60),
    subjects: i % 4 === 0 ? ['物理', '化学', '生物'] : henan.member.subjects,
  }));
  const batchId = henan.universe.plans[0].batchId;
  const firstPage = { batchId, tier: 'all', sort: 'useful', page: 1, size: 20 } as RecommendQuery;
  const kept: Evaluation[] = [];
  const run = (from: number, count: number, listed: boolean): number => {
    const start = process.cpuUsage();
    for (let i = from; i < from + count; i += 1) {
      const evaluation = evaluateUniverse(henan.universe, members[i % MEMBERS]);
      if (listed) {
        recommendPageOf(henan.universe, evaluation, firstPage, i % 2 === 0, new Map());
      }
      kept.push(evaluation);
      if (kept.length > KEPT) {
        kept.shift();
      }
    }
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / count;
  };
  for (const listed of [false, true]) {
    run(0, MEMBERS, listed);
    const rounds = [0, 1, 2, 3, 4].map((r) => run(r * 97, MEMBERS, listed));
    console.log(
      `河南 美术与设计类, ${henan.universe.plans.length} plans, ${MEMBERS} members: ${rounds.map((x) => x.toFixed(1)).join(' / ')} CPU-ms per ${listed ? 'evaluation and first page' : 'evaluation'}`,
    );
  }
  await close();
}

/**
 * Every batch's listing of an evaluation, VIP and free: each sort of all tiers, each tier in the
 * useful order with the near-hopeless shown. Hashed (ids, locked rows, counts), as the rows
 * themselves are in digestOf.
 */
function listingsDigestOf(universe: Universe, evaluation: Evaluation): unknown {
  const queries: Partial<RecommendQuery>[] = [
    ...RECOMMEND_SORTS.map((sort) => ({ tier: 'all' as const, sort })),
    ...RECOMMEND_TIERS.map((tier) => ({ tier, sort: 'useful' as const, hopeless: 'show' as const })),
  ];
  const hash = createHash('sha1');
  for (const batch of universe.batches) {
    for (const vip of [true, false]) {
      for (const q of queries) {
        const query = { batchId: batch.id, page: 1, size: 100_000, ...q } as RecommendQuery;
        const { rows, total, counts, locked, folded } = recommend(evaluation.plans, query, vip);
        const ids = rows.map((e) => `${e.plan.id}${e.locked ? 'L' : ''}`).join(',');
        hash.update(`${batch.id}|${vip}|${JSON.stringify(q)}|${total}|${JSON.stringify(counts)}|${locked}|${folded}|${ids}\n`);
      }
    }
  }
  return hash.digest('hex');
}

function digestOf(scope: string, evaluation: Evaluation): unknown {
  return {
    scope,
    standing: evaluation.standing,
    provenance: evaluation.formulaProvenance,
    plans: evaluation.plans.map((e) => ({
      id: e.plan.id,
      composite: e.composite,
      formula: e.formula,
      forecast: forecastOf(e),
      probability: e.probability,
      tier: e.tier,
      flags: [e.hopeless, e.wasted, e.volatile, e.excluded],
      reason: e.reason,
      exclusions: e.exclusions,
      warnings: e.warnings,
      order: [e.lineShare, e.lineHeight, e.lineGap],
      decidedBy: e.decidedBy,
      explanation: explanationOf(e),
    })),
  };
}

await main();
