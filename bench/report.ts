import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { LoadOptions, LoadResult } from './load';

/** The data a row ran on: the official data, or the generated data at the demo scale or national size. */
export type Scale = 'official' | 'demo' | 'national';

export interface Row extends LoadResult {
  scale: Scale;
  name: string;
  path: string;
  /** 'browser': gzip, deflate, br accepted; 'none': no Accept-Encoding. */
  encoding: 'browser' | 'none';
  /** How many rounds the row is the median of (bench/run.ts). */
  rounds?: number;
  /** Every round's CPU-ms per request, in the order measured (the median round's is cpuMsPerRequest). */
  cpuMsPerRequestByRound?: number[];
}

export interface Machine {
  loadBefore: number[];
  loadAfter: number[];
  engine: string;
  instances: number;
}

const BASELINE = 'baseline (bare Fastify)';

/**
 * The round with the median requests/s, whole (its p99 and CPU belong to the same load), with the
 * failures of every round added up so that none is hidden.
 */
export function medianRound(rounds: Row[]): Row {
  const median = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((rounds.length - 1) / 2)];
  const sum = (key: 'total' | 'non2xx' | 'errors' | 'timeouts') => rounds.reduce((n, r) => n + r[key], 0);
  return {
    ...median,
    total: sum('total'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    rounds: rounds.length,
    cpuMsPerRequestByRound: rounds.map((r) => r.cpuMsPerRequest),
  };
}

/** The derived columns: ratios to the same scale's baseline, national cost over demo cost. */
export function derive(rows: Row[]) {
  return rows.map((r) => {
    const baseline = rows.find((b) => b.name === BASELINE && b.scale === r.scale);
    const demo = rows.find((d) => d.scale === 'demo' && d.name === r.name && d.encoding === r.encoding);
    return {
      ...r,
      /** requests/s over the baseline's: the issue's targets. */
      ratio: baseline ? r.requestsPerSecond / baseline.requestsPerSecond : Number.NaN,
      /** the baseline's CPU per request over this one's: steady when other processes share the cores. */
      cpuRatio: baseline ? baseline.cpuMsPerRequest / r.cpuMsPerRequest : Number.NaN,
      nationalOverDemo: r.scale === 'national' && demo ? r.cpuMsPerRequest / demo.cpuMsPerRequest : Number.NaN,
    };
  });
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/**
 * The table the targets are judged on (the official data's, else national size) as Markdown, ready
 * for the README. Ratios of a few ten-thousandths (a cold recommendation against bare Fastify) keep
 * their first two significant digits.
 */
export function markdownTable(rows: Row[]): string {
  const judged: Scale = rows.some((r) => r.scale === 'official') ? 'official' : 'national';
  const withDemo = judged === 'national';
  const header = `| target | encoding | requests/s | p50 ms | p99 ms | CPU ms/request | vs baseline (req/s) | vs baseline (CPU) |${withDemo ? ' national/demo CPU |' : ''}`;
  const lines = derive(rows)
    .filter((r) => r.scale === judged)
    .map(
      (r) =>
        `| ${r.name} | ${r.encoding} | ${fixed(r.requestsPerSecond, 0)} | ${fixed(r.p50Ms, 0)} | ${fixed(r.p99Ms, 0)} | ${fixed(r.cpuMsPerRequest, 3)} | ${ratio(r.ratio)}× | ${ratio(r.cpuRatio)}× |${withDemo ? ` ${fixed(r.nationalOverDemo, 2)}× |` : ''}`,
    );
  return [header, `|---|---|--:|--:|--:|--:|--:|--:|${withDemo ? '--:|' : ''}`, ...lines].join('\n');
}

/** Two decimals, or two significant digits below 0.01. */
function ratio(n: number): string {
  return Number.isFinite(n) && n > 0 && n < 0.01 ? n.toPrecision(2) : fixed(n, 2);
}

export function printTable(rows: Row[], machine: Machine): void {
  const header = ['data', 'target', 'encoding', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'vs base', 'vs base CPU', 'nat/demo'];
  const lines = derive(rows).map((r) => [
    r.scale,
    r.name,
    r.encoding,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    fixed(r.cpuMsPerRequest, 3),
    `${ratio(r.ratio)}×`,
    `${ratio(r.cpuRatio)}×`,
    `${fixed(r.nationalOverDemo, 2)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(['', format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format), ''].join('\n'));
  console.log(
    `${machine.engine}, ${machine.instances} instance(s); load average before ${machine.loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${machine.loadAfter.map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores\n`,
  );
  console.log(markdownTable(rows));
  for (const r of rows.filter((row) => row.non2xx > 0 || row.errors > 0)) {
    console.log(`! ${r.scale} ${r.name} (${r.encoding}): ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts) of ${r.total}`);
  }
}

/** The run as JSON, with the machine facts needed to compare runs and the populations of the cold rows. */
export function writeResults(file: string, rows: Row[], options: LoadOptions, machine: Machine, populations: unknown[] = []): void {
  mkdirSync(dirname(file), { recursive: true });
  const facts = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', ...machine };
  const run = { at: new Date().toISOString(), machine: facts, load: options, populations, rows: derive(rows) };
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}
