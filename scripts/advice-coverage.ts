// `npx tsx scripts/advice-coverage.ts [--all] [--above=N]`: how much advice a family gets on the
// official data (docs/engine.md, "Coverage"). It loads dataset/real into a fresh in-memory database
// as a first start does, puts a member at the province's art 本科 lines + N (30 by default; culture
// and 统考 each; 历史 for 3+1+2 provinces) in every province × exam category, evaluates every plan of the plan year with
// the engine the server uses, and counts per scope: plans listed, eligible ones, those with at
// least one year of lines, those with a number, and 冲/稳/保 per batch. Without --all it prints
// the six scopes the advice issue names, and the totals of every scope.
import { gkyearOf, usableLines } from '@yzy/shared/rules';
import { createTestApp } from '../apps/server/test/test-app';
import { loadRealData } from '../apps/server/src/real-data';
import { findDatasetDir, readRealDataset } from '../apps/server/src/real-data/files';
import { loadUniverse } from '../apps/server/src/modules/filling/plan-universe.repository';
import { planYearOf } from '../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse } from '../apps/server/src/modules/filling/plan-evaluation';

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
  const app = await createTestApp();
  const db = app.deps.db;
  await loadRealData(db, readRealDataset(findDatasetDir()));
  const gkyear = gkyearOf(new Date());
  const provinces = await db.selectFrom('provinces').select(['id', 'name']).orderBy('id').execute();
  const categories = await db.selectFrom('exam_categories').select(['id', 'province_id', 'name']).orderBy('sort').execute();
  const out: ScopeFigures[] = [];
  let noFormula = 0;
  for (const p of provinces) {
    const year = await planYearOf(db, p.id, gkyear);
    for (const c of categories.filter((x) => x.province_id === p.id)) {
      const universe = await loadUniverse(db, p.id, c.id, year);
      if (universe.formulas.size === 0) {
        // No published formula: the product takes no scores there (待核实), so there is nothing to evaluate.
        noFormula += 1;
        continue;
      }
      const art = universe.lines.filter((l) => l.level === '本科' && (l.subjectGroup === '' || l.subjectGroup === '历史'));
      const culture = (art.find((l) => l.culture !== null)?.culture ?? 400) + ABOVE_LINE;
      const tests = Math.min(300, (art.find((l) => l.tests !== null)?.tests ?? 200) + ABOVE_LINE);
      const evaluation = evaluateUniverse(universe, {
        provinceId: p.id,
        provinceName: p.name,
        examCategoryId: c.id,
        examCategoryName: c.name,
        gkyear,
        culture,
        tests,
        english: null,
        chinese: null,
        subjects: ['历史', '政治', '地理'],
        enteredRank: null,
      });
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
        scope: `${p.name} ${c.name}`,
        listed: evaluation.plans.length,
        eligible: eligible.length,
        withLines: withLines.length,
        rated: withLines.filter((e) => e.probability !== null).length,
        tiers,
      });
    }
  }
  const show = process.argv.includes('--all') ? out : out.filter((f) => NAMED.some(([p, c]) => f.scope === `${p} ${c}`));
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
  await app.close();
}

function share(a: number, b: number): string {
  return b === 0 ? '—' : `${((a / b) * 100).toFixed(1)}%`;
}

await main();
