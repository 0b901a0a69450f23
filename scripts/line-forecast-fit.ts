// `npx tsx scripts/line-forecast-fit.ts [--write]`: fits the line forecast's constants (drift and
// spread per number of years of lines) on every real series of dataset/real whose latest year is
// after the 2024 reform, exactly as the
// backtest fits each fold (scripts/backtest/line-fit.ts), prints them, and with --write puts them
// into packages/shared/src/rules/line-forecast-params.ts. docs/engine.md, "The line forecast".
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitLineParams, residualOf, yearsClass } from './backtest/line-fit';
import { afterReform, buildCases, lineCaseOf, loadRealData } from './backtest/real';
import { buildSeries, yearTriples } from './backtest/series';

// The product forecasts years after the 2024 reform: it is fitted on those years' lines only.
const data = loadRealData();
const cases = buildCases(data, 'latest')
  .cases.map(lineCaseOf)
  .filter((c) => afterReform(c.year));
// How much more two years move than one: from every series with three years in a row (today all
// before the reform), since a 2027 forecast has no 2026 lines.
const params = fitLineParams(cases, yearTriples(buildSeries(data.admissions)));
console.log(`${cases.length} series (${[1, 2, 3].map((n) => `${n} year: ${cases.filter((c) => yearsClass(c) === n).length}`).join(', ')})`);
for (const [n, fit] of Object.entries(params.byYears)) {
  const res = cases.filter((c) => yearsClass(c) === Number(n)).map(residualOf);
  const within = res.filter((r) => Math.abs(r - fit.drift) <= 10).length;
  console.log(
    `${n} year(s): drift ${fit.drift} ± ${fit.shiftSd} (province-wide move), scale ${fit.scale}, jumps ${(fit.tailShare * 100).toFixed(1)}% at scale ${fit.tailScale} (per 750); ${within} of ${res.length} lines within ±10 of the drift`,
  );
}
const first = params.firstNewGaokaoYear;
console.log(`first new-gaokao year: province-wide move ${first.drift} ± ${first.shiftSd} per 750 (${first.groups} province-years)`);
const ahead = params.yearsAhead;
console.log(
  `two years against one: province-wide move ×${ahead.sharedRatio}, one line's own move ×${ahead.ownRatio} (${ahead.triples} series × year triples)`,
);
if (process.argv.includes('--write')) {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/rules/line-forecast-params.ts');
  const text = readFileSync(file, 'utf8');
  const block = Object.entries(params.byYears)
    .map(
      ([n, f]) =>
        `    ${n}: { drift: ${f.drift}, shiftSd: ${f.shiftSd}, scale: ${f.scale}, tailShare: ${f.tailShare}, tailScale: ${f.tailScale}, cases: ${f.cases} },`,
    )
    .join('\n');
  const next = text.replace(
    /byYears: \{\n[\s\S]*?\n {2}\},\n {2}firstNewGaokaoYear: .*\n {2}yearsAhead: .*\n\};/,
    `byYears: {\n${block}\n  },\n  firstNewGaokaoYear: { drift: ${first.drift}, shiftSd: ${first.shiftSd}, groups: ${first.groups} },\n  yearsAhead: { sharedRatio: ${ahead.sharedRatio}, ownRatio: ${ahead.ownRatio}, triples: ${ahead.triples} },\n};`,
  );
  if (next === text && !text.includes(block)) {
    throw new Error('line-forecast-params.ts: the byYears block was not found');
  }
  writeFileSync(file, next);
  console.log(`written to ${file}`);
}
