// `npx tsx scripts/engine-measure-link.ts [seeds…]`: how a standardized margin becomes a probability
// (issue #13; docs/engine.md, "The link and the spread floor"). On the backtest's tuning seeds only
// (default 2026 2025; never the reported 101/202/303), 80 candidates per scope, every world of
// scripts/backtest/worlds.ts, and the real records' tuning year (each series' second-latest year).
//
// Every rated pair is run once through the engine as it is; the parts of its spread are kept (the
// line's own range spread before the floor, the member's standing, the plan and unseen-pool terms,
// the inflation), checked against the engine's σ, and then recombined without running the worlds
// again (the engine's own σ: the line's spread with SPREAD_FLOOR_LOG_SHARE added in quadrature). Varied:
//   spread   the floor of the line's spread (a max, as now, at other levels; or added in quadrature),
//            and a pooled estimate that treats the floor as a prior worth k years;
//   link     logistic (the engine) or a normal CDF of μ / σ;
//   recal    F(a·z + b); F(a·(μ + c)/σ) (a shift of the centre in log rank); F(a·z + b + a·c/σ);
//            F(b + a₋·min(z, 0) + a₊·max(z, 0)) (a slope each side of the line).
// Selected with LINK_SPREADS / LINK_RECALS (comma-separated labels), all by default (about 15 minutes).
// Each combination is refitted by log loss the way the constants are (scripts/engine-measure.ts
// --calibrate): rank pooled with equal weight over the four honest worlds, 等效位次 on the unperturbed
// world without the unseen-pool term. Printed: the fitted coefficients of each form's features in
// brackets ([a, b]; [a, a·c], so c = second ÷ first; [a, b, a·c]; [a₋, a₊, b]), Brier and worst decile gap (deciles ≥ 200 pairs) per
// world and mode, the same per tuning seed for the honest worlds, and the deciles of the unperturbed
// world.
import {
  clipProbability,
  estimateProbability,
  PROBABILITY_PARAMS,
  RECENCY_WEIGHTS,
  SPREAD_FLOOR_LOG_SHARE,
  type Calibration,
  type ProbabilityBasis,
  type ProbabilityInput,
} from '@yzy/shared/rules';
import { runGenerated, TUNING_SEEDS } from './backtest/generated';
import { score, type Scores } from './backtest/metrics';
import { runReal } from './backtest/real';
import { WORLDS } from './backtest/worlds';
import { fit, KINKED, LINKS, SHIFT, SHIFT_AND_B, TWO, type Features, type Link, type Sample } from './calibration-fit';

const args = process.argv.slice(2).map(Number).filter(Number.isFinite);
const SEEDS = args.length > 0 ? args : TUNING_SEEDS;
const HONEST = ['base', 'surge', 'formula-switch', 'short-history'];
/** 等效位次 cannot see a surge, so its honest worlds leave it out (it is ~30 points off whatever the link). */
const HONEST_EQUIVALENT = ['base', 'formula-switch', 'short-history'];
const D2: Record<number, number> = { 2: 1.128, 3: 1.693 };

/** One rated pair, in parts. */
interface Part {
  key: string;
  seed: number;
  basis: ProbabilityBasis;
  admitted: boolean;
  centre: number;
  inflation: number;
  /** Range spread of the line's log ranks, before the floor. */
  line: number;
  years: number;
  /** standing² + plan² (the unseen-pool term apart). */
  other2: number;
  pool2: number;
}

const parts: Part[] = [];
const real = { rated: 0, refused: 0 };
let mismatches = 0;

function rangeSd(values: number[]): number {
  return (Math.max(...values) - Math.min(...values)) / (D2[values.length] ?? D2[3]);
}

function observe(key: string, seed: number) {
  return (input: ProbabilityInput, admitted: boolean): void => {
    const r = estimateProbability(input);
    if (r.probability === null) {
      if (key.startsWith('real')) {
        real.refused += 1;
      }
      return;
    }
    if (key.startsWith('real')) {
      real.rated += 1;
    }
    const bare = estimateProbability(input, { ...PROBABILITY_PARAMS, planChangeSpread: 0, unseenPoolSpread: 0 });
    if (bare.probability === null) {
      throw new Error('rated with the plan and pool terms but not without them');
    }
    const member = (year: number): number => {
      if (input.current) {
        return 0;
      }
      const h = input.history.find((x) => x.year === year)!;
      return Math.log(h.memberRank! / (h.poolSize ?? 1));
    };
    const lines = r.margins.map((m) => m.margin + member(m.year));
    const members = r.margins.map((m) => member(m.year));
    const line = rangeSd(lines);
    const standing = r.basis === 'equivalent' ? rangeSd(members) : 0;
    const weights = RECENCY_WEIGHTS[r.margins.length];
    const carried = input.carriedOver ?? { formula: false, plan: false };
    const widening =
      (carried.formula ? PROBABILITY_PARAMS.formulaCarriedOver : 1) * (carried.plan ? PROBABILITY_PARAMS.planCarriedOver : 1);
    const inflation =
      Math.sqrt(1 + weights.reduce((s, w) => s + w * w, 0)) * Math.sqrt(1 + 1 / Math.max(1, input.planCount ?? 1)) * widening;
    const floored = Math.hypot(SPREAD_FLOOR_LOG_SHARE, line);
    // The recombination must give the engine's own σ, with and without the plan and pool terms.
    if (Math.abs(inflation * Math.sqrt(floored ** 2 + standing ** 2) - bare.spread) > 1e-9 * bare.spread) {
      mismatches += 1;
    }
    const pool2 = r.basis === 'equivalent' ? ((1 - PROBABILITY_PARAMS.poolElasticity) * PROBABILITY_PARAMS.unseenPoolSpread) ** 2 : 0;
    const other2 = Math.max(0, (r.spread / inflation) ** 2 - floored ** 2 - pool2);
    parts.push({ key, seed, basis: r.basis, admitted, centre: r.margin, inflation, line, years: r.margins.length, other2, pool2 });
  };
}

// ---- spread variants (the engine: 'quadrature floor 0.1'; before issue #13's change: 'max floor 0.1') ----
interface SpreadRule {
  label: string;
  line: (raw: number, years: number) => number;
}
const SPREADS: SpreadRule[] = [
  ...[0.1, 0.05, 0.075, 0.125, 0.15, 0.2].map((f) => ({
    label: `max floor ${f}`,
    line: (raw: number) => Math.max(f, raw),
  })),
  ...[0.05, 0.075, 0.1, 0.125, 0.15].map((f) => ({ label: `quadrature floor ${f}`, line: (raw: number) => Math.sqrt(f * f + raw * raw) })),
  // A prior spread s0 worth k years (conjugate-normal style): (k·s0² + (n − 1)·s²) / (k + n − 1).
  ...[0.075, 0.1, 0.15].flatMap((s0) =>
    [1, 2, 4].map((k) => ({
      label: `prior ${s0} × ${k} yrs`,
      line: (raw: number, n: number) => Math.sqrt((k * s0 * s0 + (n - 1) * raw * raw) / (k + n - 1)),
    })),
  ),
];

// ---- run -------------------------------------------------------------------------------------
console.log(`engine-measure-link — seeds ${SEEDS.join(', ')}, 80 candidates per scope, real target = each series' second-latest year\n`);
runReal({ target: 'previous', observe: (slice) => observe(`real ${slice}`, 0) });
for (const seed of SEEDS) {
  await runGenerated({ seeds: [seed], candidatesPerScope: 80, observe: (world, mode) => observe(`${world} ${mode}`, seed) });
}
console.log(`real records, tuning year: ${real.rated} rated pairs, ${real.refused} without a number`);
console.log(`generated: ${parts.length} rated pairs; σ recombination mismatches: ${mismatches}\n`);

const KEYS = WORLDS.filter((w) => w !== 'no-rank').flatMap((w) => [`${w} rank`, `${w} equivalent`]);
const byKey = new Map<string, Part[]>();
for (const p of parts) {
  (byKey.get(p.key) ?? byKey.set(p.key, []).get(p.key)!).push(p);
}

function zOf(list: Part[], spread: SpreadRule, link: Link, withPool: boolean): Sample {
  const z = new Float64Array(list.length);
  const w = new Float64Array(list.length);
  const y = new Uint8Array(list.length);
  list.forEach((p, i) => {
    const l = spread.line(p.line, p.years);
    const sigma = p.inflation * Math.sqrt(l * l + p.other2 + (withPool ? p.pool2 : 0));
    z[i] = link.z(p.centre, sigma);
    w[i] = link.z(1, sigma);
    y[i] = Number(p.admitted);
  });
  return { z, w, y };
}

function evaluate(s: Sample, link: Link, features: Features, theta: number[]): Scores {
  const pairs = Array.from(s.z, (z, i) => {
    const x = features(z, s.w[i]);
    return { p: clipProbability(link.cdf(x.reduce((acc, v, j) => acc + v * theta[j], 0))), admitted: s.y[i] === 1 };
  });
  return score(pairs);
}

const pct = (x: number) => (Number.isNaN(x) ? '—' : (x * 100).toFixed(1));
interface Row {
  label: string;
  cells: Map<string, Scores>;
  seeds: Map<string, Scores>;
  theta: Record<ProbabilityBasis, number[]>;
}
const rows: Row[] = [];

function run(spread: SpreadRule, link: Link, features: Features, recal: string): void {
  const fitRank = fit(
    link,
    features,
    HONEST.map((w) => zOf(byKey.get(`${w} rank`) ?? [], spread, link, false)),
  );
  const fitEq = fit(link, features, [zOf(byKey.get('base equivalent') ?? [], spread, link, false)]);
  const theta = { rank: fitRank, equivalent: fitEq };
  const cells = new Map<string, Scores>();
  const seeds = new Map<string, Scores>();
  for (const key of KEYS) {
    const list = byKey.get(key) ?? [];
    if (list.length === 0) {
      continue;
    }
    const t = key.endsWith('rank') ? fitRank : fitEq;
    cells.set(key, evaluate(zOf(list, spread, link, true), link, features, t));
    if ([...HONEST, 'plan-half', 'hot-major'].some((w) => key.startsWith(`${w} `))) {
      for (const seed of SEEDS) {
        seeds.set(
          `${key} ${seed}`,
          evaluate(
            zOf(
              list.filter((p) => p.seed === seed),
              spread,
              link,
              true,
            ),
            link,
            features,
            t,
          ),
        );
      }
    }
  }
  rows.push({ label: `${spread.label} · ${link.label} · ${recal}`, cells, seeds, theta });
}

// The engine as it is, reproduced with the constants (a check that the recombination is the engine):
// the floor added in quadrature, logistic(a·(μ + c)/(σ·√3/π) + b) = logistic(a·z + b + a·c·w).
{
  const s = SPREADS.find((x) => x.label === `quadrature floor ${SPREAD_FLOOR_LOG_SHARE}`)!;
  const link = LINKS[0];
  const thetaOf = (c: Calibration) => [c.slope, c.intercept, c.slope * c.shift];
  const theta = { rank: thetaOf(PROBABILITY_PARAMS.calibration.rank), equivalent: thetaOf(PROBABILITY_PARAMS.calibration.equivalent) };
  const cells = new Map<string, Scores>();
  const seeds = new Map<string, Scores>();
  for (const key of KEYS) {
    const list = byKey.get(key) ?? [];
    if (list.length > 0) {
      const t = key.endsWith('rank') ? theta.rank : theta.equivalent;
      cells.set(key, evaluate(zOf(list, s, link, true), link, SHIFT_AND_B, t));
      for (const seed of SEEDS) {
        const sub = list.filter((p) => p.seed === seed);
        seeds.set(`${key} ${seed}`, evaluate(zOf(sub, s, link, true), link, SHIFT_AND_B, t));
      }
    }
  }
  rows.push({ label: 'ENGINE AS IS (PROBABILITY_PARAMS)', cells, seeds, theta });
}
const ONLY = process.env.LINK_SPREADS?.split(',');
const RECALS: [Features, string][] = [
  [TWO, 'a·z+b'],
  [SHIFT, 'a·(μ+c)/σ'],
  [SHIFT_AND_B, 'a·z+b+ac/σ'],
  [KINKED, 'two slopes'],
];
const ONLY_RECAL = process.env.LINK_RECALS?.split(',');
for (const spread of SPREADS.filter((s) => !ONLY || ONLY.includes(s.label))) {
  for (const link of LINKS) {
    for (const [features, label] of RECALS.filter(([, l]) => !ONLY_RECAL || ONLY_RECAL.includes(l))) {
      run(spread, link, features, label);
    }
  }
}

const honestOf = (basis: string) => (basis === 'rank' ? HONEST : HONEST_EQUIVALENT);
for (const basis of ['rank', 'equivalent'] as const) {
  console.log(
    `\n## ${basis}: worst decile gap (pts) max / sum over honest worlds [${honestOf(basis).join(', ')}]; then Brier / worst per world`,
  );
  for (const row of rows) {
    const honest = honestOf(basis).map((w) => row.cells.get(`${w} ${basis}`)!.worstGap);
    const perSeed = SEEDS.map((seed) => Math.max(...honestOf(basis).map((w) => row.seeds.get(`${w} ${basis} ${seed}`)?.worstGap ?? 0)));
    const worlds = WORLDS.filter((w) => w !== 'no-rank')
      .map((w) => {
        const c = row.cells.get(`${w} ${basis}`);
        return c ? `${w} ${c.brier.toFixed(4)}/${pct(c.worstGap)}` : `${w} —`;
      })
      .join('  ');
    const theta = row.theta[basis].map((t) => t.toFixed(3)).join(', ');
    console.log(
      `${row.label.padEnd(46)} [${theta}] max ${pct(Math.max(...honest))} sum ${pct(honest.reduce((a, b) => a + b, 0))} (per seed max ${perSeed.map(pct).join(' / ')})  ${worlds}`,
    );
  }
}

console.log('\n## deciles of the unperturbed world and plan ×½ (forecast→admitted(pairs)), 10–90%');
for (const row of rows) {
  for (const key of ['base rank', 'base equivalent', 'plan-half equivalent', 'hot-major rank']) {
    const c = row.cells.get(key)!;
    const d = c.deciles
      .filter((x) => x.pairs > 0)
      .map((x) => `${pct(x.meanPredicted)}→${pct(x.admitted)}(${x.pairs})`)
      .join(' ');
    console.log(`${row.label.padEnd(46)} ${key.padEnd(22)} ${d}`);
  }
}
