// `npx tsx scripts/evaluation-speed.ts [--digest=FILE]`: the engine's cold evaluation on the official
// data, in process (docs/performance.md, "The cold recommendation"). It loads dataset/real into a
// fresh in-memory database as a first start does, then evaluates 河南 美术与设计类 (the largest real
// scope) for 240 distinct members in turn, keeping the last 32 evaluations alive as the server's
// evaluation cache does, and prints the CPU-ms per evaluation (the kernel's figure, after a warm-up).
// With --digest=FILE it also writes every evaluated row of every scope for six members each (both
// subject groups, an entered rank, an earlier gkyear, an English score) as JSON, so two builds of
// the engine can be compared row for row (`cmp` the files).
import { writeFileSync } from 'node:fs';
import type { MemberProfile } from '../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse, explanationOf, forecastOf, type Evaluation } from '../apps/server/src/modules/filling/plan-evaluation';
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
        rows.push(digestOf(`${base.provinceName} ${base.examCategoryName}`, evaluateUniverse(universe, member)));
      }
    }
    writeFileSync(digestFile, JSON.stringify(rows, null, 1));
    console.log(`digest of ${rows.length} evaluations written to ${digestFile}`);
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
  const kept: Evaluation[] = [];
  const run = (from: number, count: number): number => {
    const start = process.cpuUsage();
    for (let i = from; i < from + count; i += 1) {
      kept.push(evaluateUniverse(henan.universe, members[i % MEMBERS]));
      if (kept.length > KEPT) {
        kept.shift();
      }
    }
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / count;
  };
  run(0, MEMBERS);
  const rounds = [0, 1, 2, 3, 4].map((r) => run(r * 97, MEMBERS));
  console.log(
    `河南 美术与设计类, ${henan.universe.plans.length} plans, ${MEMBERS} members: ${rounds.map((x) => x.toFixed(1)).join(' / ')} CPU-ms per evaluation`,
  );
  await close();
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
