import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { LoadOptions, LoadResult } from './load';

export interface Row extends LoadResult {
  scale: 'demo' | 'national';
  name: string;
  path: string;
  /** 'browser': gzip, deflate, br accepted; 'none': no Accept-Encoding. */
  encoding: 'browser' | 'none';
  /** How many rounds the row is the median of (bench/run.ts). */
  rounds?: number;
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
  return { ...median, total: sum('total'), non2xx: sum('non2xx'), errors: sum('errors'), timeouts: sum('timeouts'), rounds: rounds.length };
}

/** The derived columns: ratios to the same scale's baseline, national cost over demo cost. */
export function derive(rows: Row[]) {
  return rows.map((r) => {
    const baseline = rows.find((b) => b.name === BASELINE && b.scale === r.scale);
    const demo = rows.find((d) => d.scale === 'demo' && d.name === r.name && d.encoding === r.encoding);
    return {
      ...r,
      /** requests/s over the baseline's: the targets. */
      ratio: baseline ? r.requestsPerSecond / baseline.requestsPerSecond : Number.NaN,
      /** the baseline's CPU per request over this one's: steady when other processes share the cores. */
      cpuRatio: baseline ? baseline.cpuMsPerRequest / r.cpuMsPerRequest : Number.NaN,
      nationalOverDemo: r.scale === 'national' && demo ? r.cpuMsPerRequest / demo.cpuMsPerRequest : Number.NaN,
    };
  });
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** The national-scale table (the one the targets are judged on) as Markdown, ready for the README. */
export function markdownTable(rows: Row[]): string {
  const header =
    '| target | encoding | requests/s | p99 ms | CPU ms/request | vs baseline (req/s) | vs baseline (CPU) | national/demo CPU |';
  const lines = derive(rows)
    .filter((r) => r.scale === 'national')
    .map(
      (r) =>
        `| ${r.name} | ${r.encoding} | ${fixed(r.requestsPerSecond, 0)} | ${fixed(r.p99Ms, 0)} | ${fixed(r.cpuMsPerRequest, 3)} | ${fixed(r.ratio, 2)}× | ${fixed(r.cpuRatio, 2)}× | ${fixed(r.nationalOverDemo, 2)}× |`,
    );
  return [header, '|---|---|--:|--:|--:|--:|--:|--:|', ...lines].join('\n');
}

export function printTable(rows: Row[], machine: Machine): void {
  const header = ['scale', 'target', 'encoding', 'req/s', 'p99 ms', 'CPU ms/req', 'vs base', 'vs base CPU', 'nat/demo'];
  const lines = derive(rows).map((r) => [
    r.scale,
    r.name,
    r.encoding,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p99Ms, 1),
    fixed(r.cpuMsPerRequest, 3),
    `${fixed(r.ratio, 2)}×`,
    `${fixed(r.cpuRatio, 2)}×`,
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

/** The run as JSON, with the machine facts needed to compare runs. */
export function writeResults(file: string, rows: Row[], options: LoadOptions, machine: Machine): void {
  mkdirSync(dirname(file), { recursive: true });
  const facts = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', ...machine };
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine: facts, load: options, rows: derive(rows) }, null, 2)}\n`);
}
