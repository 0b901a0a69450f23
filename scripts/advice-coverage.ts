// `npx tsx scripts/advice-coverage.ts [--all] [--above=N]`: how much advice a family gets on the
// official data (docs/engine.md, "Coverage"). It loads dataset/real into a fresh in-memory database
// as a first start does, puts a member at the province's art 本科 lines + N (30 by default; culture
// and 统考 each; 历史 for 3+1+2 provinces) in every province × exam category, evaluates every plan of the plan year with
// the engine the server uses, and counts per scope: plans listed, eligible ones, those with at
// least one year of lines, those with a number, and 冲/稳/保 per batch. Without --all it prints
// the six scopes the advice issue names, and the totals of every scope.
import { usableLines } from '@yzy/shared/rules';
import { evaluateUniverse } from '../apps/server/src/modules/filling/plan-evaluation';
import { officialScopes } from './official-scopes';

const NAMED: [string, string][] = [
  ['河南', '美术与设计类'],
  ['广东', '美术与设计类'],
  ['江苏', '美术与设计类'],
  ['山东', '音乐类'],
  ['河北', '播音与主持类'],
  ['湖南', '舞蹈类'],
];
const ABOVE_LINE = Number(process.argv.find((a) => a.startsWith('--above='))?.slice('--above='.length) ?? 30);

interface ScopeFigures {
  scope: string;
  listed: number;
  eligible: number;
  withLines: number;
  rated: number;
  tiers: Record<string, [number, number, number]>;
}

async function main(): Promise<void> {
  const { scopes, noFormula, close } = await officialScopes(ABOVE_LINE);
  const out: ScopeFigures[] = [];
  for (const { universe, member } of scopes) {
    const year = universe.year;
    const evaluation = evaluateUniverse(universe, member);
    const eligible = evaluation.plans.filter((e) => !e.excluded && e.decidedBy === null);
    const withLines = eligible.filter((e) => usableLines(year, e.plan.history, e.prepared.scale).length > 0);
    const tiers: ScopeFigures['tiers'] = {};
    for (const e of eligible) {
      const batch = universe.batches.find((b) => b.id === e.plan.batchId)?.name ?? '?';
      const t = (tiers[batch] ??= [0, 0, 0]);
      if (e.tier) {
        t[['冲', '稳', '保'].indexOf(e.tier)] += 1;
      }
    }
    out.push({
      scope: `${member.provinceName} ${member.examCategoryName}`,
      listed: evaluation.plans.length,
      eligible: eligible.length,
      withLines: withLines.length,
      rated: withLines.filter((e) => e.probability !== null).length,
      tiers,
    });
  }
  // A category examined by direction (音乐类) is one scope per direction: 「山东 音乐类（音乐教育）」.
  const named = (f: ScopeFigures) => NAMED.some(([p, c]) => f.scope === `${p} ${c}` || f.scope.startsWith(`${p} ${c}（`));
  const show = process.argv.includes('--all') ? out : out.filter(named);
  console.log('| scope | plans listed | eligible | with ≥ 1 year of lines | with a number | share | 冲/稳/保 per batch |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const f of show) {
    const tiers = Object.entries(f.tiers)
      .map(([b, [r, m, s]]) => `${b} ${r}/${m}/${s}`)
      .join('; ');
    console.log(`| ${f.scope} | ${f.listed} | ${f.eligible} | ${f.withLines} | ${f.rated} | ${share(f.rated, f.withLines)} | ${tiers} |`);
  }
  const sum = (k: 'listed' | 'eligible' | 'withLines' | 'rated') => out.reduce((a, f) => a + f[k], 0);
  const usable = out.filter((f) => f.withLines >= 5);
  const good = usable.filter((f) => f.rated >= 5 && Object.values(f.tiers).some(([, m, s]) => m + s > 0));
  console.log(
    `\nAll ${out.length} scopes with a formula (${noFormula} without one are left out): ${sum('listed')} plans listed, ${sum('eligible')} eligible, ${sum('withLines')} with lines, ${sum('rated')} with a number (${share(sum('rated'), sum('withLines'))}); ${out.filter((f) => f.listed === 0).length} scopes list nothing; of ${usable.length} scopes with ≥ 5 plans with lines, ${good.length} give ≥ 5 numbers and at least one 稳 or 保.`,
  );
  await close();
}

function share(a: number, b: number): string {
  return b === 0 ? '—' : `${((a / b) * 100).toFixed(1)}%`;
}

await main();
