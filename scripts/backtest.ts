// `npm run backtest`: the admission-probability engine against two baselines, on the generated
// world (three reported seeds, seven perturbed worlds) and on the real official admission lines.
// `npm run backtest -- --tuning` runs the tuning seeds and the tuning year instead (the only runs
// any engine constant may be fitted on); `--quick` runs a small slice;
// `--database=URL --province=NAME` holds out one province as that database holds it (an operator's
// import), fitted on the other provinces of the files, and reports it alone. docs/backtest.md
// explains how pairs are formed, the baselines, and what each world changes.
import { MODES, REPORTED_SEEDS, runGenerated, TUNING_SEEDS, type Mode } from './backtest/generated';
import type { Prediction } from './backtest/predict';
import { loadRealData, runReal, type RealSlice } from './backtest/real';
import { readProvinceData, withProvince } from './backtest/database-data';
import { createDb, dialectOf } from '../apps/server/src/db/database';
import {
  byEvidence,
  calibrationTable,
  judge,
  judgeGroups,
  provinceWeightedCalibration,
  rankVersusLine,
  summaryTable,
  tierTable,
  type Judged,
} from './backtest/report';
import { WORLD_LABELS, WORLDS } from './backtest/worlds';

const args = new Set(process.argv.slice(2));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const tuning = args.has('--tuning');
const quick = args.has('--quick');
const seeds = process.env.BACKTEST_SEEDS ? process.env.BACKTEST_SEEDS.split(',').map(Number) : tuning ? TUNING_SEEDS : REPORTED_SEEDS;

const MODE_LABELS: Record<Mode, string> = { rank: 'rank', equivalent: '等效位次' };
const SLICE_LABELS: Record<RealSlice, string> = {
  population: 'real, target year has an official 一分一段 (candidates across the table)',
  grid: 'real, no 一分一段 for the target year (candidates on a ±40-point grid around last year’s line)',
};

/** The bars of the advice issue on one province a database holds, fitted on the files' other provinces. */
async function importedProvince(url: string, province: string): Promise<void> {
  const database = createDb(url);
  try {
    const own = await readProvinceData(database.db, province);
    if (own.admissions.length === 0) {
      throw new Error(`${url} holds no admission lines of ${province}`);
    }
    const real = runReal({ target: 'latest', provinces: [province], data: withProvince(loadRealData(), province, own) });
    const all = [...real.predictions.population, ...real.predictions.grid];
    const out = [
      `# 艺志愿 backtest: ${province} as ${dialectOf(url)} holds it (${own.admissions.length} lines, ${own.tables.length} 综合分 tables), fitted on the other provinces of the files`,
      '',
      summaryTable([judge({ label: province, predictions: all })]),
      '',
      summaryTable(judgeGroups(byEvidence(all))),
      '',
      tierTable(province, all),
      '',
      calibrationTable(judge({ label: province, predictions: all })),
    ];
    console.log(out.join('\n'));
  } finally {
    await database.close();
  }
}

/** Every generated world judged over the seeds pooled, and the unperturbed world seed by seed. */
async function judgeGenerated(runSeeds: readonly number[]): Promise<{ generatedRows: Judged[]; perSeed: Judged[] }> {
  const generatedRows: Judged[] = [];
  const perSeed: Judged[] = [];
  const merged = new Map(WORLDS.map((w) => [w, { rank: [] as Prediction[], equivalent: [] as Prediction[] }]));
  for (const seed of runSeeds) {
    const one = await runGenerated({ seeds: [seed], candidatesPerScope: quick ? 20 : 80 });
    for (const world of WORLDS) {
      for (const mode of MODES) {
        const predictions = one.get(world)?.[mode] ?? [];
        merged.get(world)?.[mode].push(...predictions);
        if (world === 'base') {
          perSeed.push(judge({ label: `seed ${seed} · ${MODE_LABELS[mode]}`, predictions }));
        }
      }
    }
  }
  for (const world of WORLDS) {
    for (const mode of MODES) {
      generatedRows.push(judge({ label: `${WORLD_LABELS[world]} · ${MODE_LABELS[mode]}`, predictions: merged.get(world)?.[mode] ?? [] }));
    }
  }
  return { generatedRows, perSeed };
}

async function main(): Promise<void> {
  const url = option('database');
  if (url) {
    const province = option('province');
    if (!province) {
      throw new Error('--database needs --province=NAME (the province to hold out)');
    }
    await importedProvince(url, province);
    return;
  }
  const started = Date.now();
  const target = tuning ? 'previous' : 'latest';
  const real = runReal({ target, maxCases: quick ? 40 : undefined });
  const realRows = (['population', 'grid'] as const).map((slice) =>
    judge({ label: SLICE_LABELS[slice], predictions: real.predictions[slice] }),
  );
  // As every 2027 forecast stands (no 2026 lines): the same series from the lines two or more years
  // before the target. Only series before the reform have them; the widening is fitted on the others.
  const missing = runReal({ target, missingYears: 1, maxCases: quick ? 40 : undefined });
  const missingAll = [...missing.predictions.population, ...missing.predictions.grid];
  const runSeeds = quick ? seeds.slice(0, 1) : seeds;
  const { generatedRows, perSeed } = await judgeGenerated(runSeeds);

  const out: string[] = [];
  out.push(`# 艺志愿 backtest (${tuning ? 'TUNING run: seeds and years any constant may be fitted on, never reported' : 'reported run'})`);
  out.push('');
  out.push(
    `## Real official admission lines: ${real.cases.length} series, predicting each series’ ${target === 'latest' ? 'latest year' : 'second-latest year'} from up to three years before it`,
  );
  out.push('');
  out.push(summaryTable(realRows));
  out.push('');
  const years = new Map<number, number>();
  const provinces = new Map<string, number>();
  for (const c of real.cases) {
    years.set(c.year, (years.get(c.year) ?? 0) + 1);
    provinces.set(c.series.province, (provinces.get(c.series.province) ?? 0) + 1);
  }
  out.push(
    `Target years: ${[...years]
      .sort((a, b) => a[0] - b[0])
      .map(([y, n]) => `${y} (${n})`)
      .join(', ')}.`,
  );
  out.push(
    `Provinces: ${[...provinces]
      .sort((a, b) => b[1] - a[1])
      .map(([p, n]) => `${p} ${n}`)
      .join(', ')}.`,
  );
  out.push(`Series left out: ${[...real.skipped].map(([why, n]) => `${why}: ${n}`).join('; ')}.`);
  out.push('');
  const allReal = [...real.predictions.population, ...real.predictions.grid];
  out.push('### Each province held out (fitted on the others), both slices');
  out.push('');
  out.push(
    summaryTable(judgeGroups(new Map([...real.byProvince].map(([province, p]) => [province, [...p.population, ...p.grid]] as const)))),
  );
  out.push('');
  out.push('### By the evidence behind the engine’s number, both slices');
  out.push('');
  out.push(summaryTable(judgeGroups(byEvidence(allReal))));
  out.push('');
  out.push(rankVersusLine(allReal));
  out.push('');
  out.push(tierTable('Both slices', allReal));
  out.push('');
  out.push(calibrationTable(judge({ label: 'Both slices', predictions: allReal })));
  out.push('');
  out.push(provinceWeightedCalibration(new Map([...real.byProvince].map(([province, p]) => [province, [...p.population, ...p.grid]]))));
  out.push('');
  for (const r of realRows) {
    out.push(calibrationTable(r));
    out.push('');
  }
  out.push(`## The year before the target missing (as 2027 forecasts have no 2026 lines): ${missing.cases.length} series`);
  out.push('');
  const missingJudged = judge({ label: 'year before the target missing, both slices', predictions: missingAll });
  out.push(summaryTable([missingJudged]));
  out.push('');
  out.push(tierTable('Year before the target missing', missingAll));
  out.push('');
  out.push(calibrationTable(missingJudged));
  out.push('');
  out.push(
    `## Generated world: seeds ${runSeeds.join(', ')}, fitted on 2024–2026, predicting 2027 (rank = 2027 一分一段 published; 等效位次 = not yet)`,
  );
  out.push('');
  out.push(summaryTable(generatedRows));
  out.push('');
  if (perSeed.length > 1) {
    out.push('Unperturbed world, seed by seed:');
    out.push('');
    out.push(summaryTable(perSeed));
    out.push('');
  }
  for (const r of generatedRows) {
    out.push(calibrationTable(r));
    out.push('');
  }
  out.push(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(out.join('\n'));
}

await main();
