import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { LoadOptions, LoadResult } from './load';

export interface Row extends LoadResult {
  name: string;
  path: string;
  /** requests/s divided by the baseline's. */
  ratio: number;
}

/** The table on stdout: name, requests/s, p99 latency, ratio vs the baseline. */
export function printTable(rows: Row[]): void {
  const header = ['target', 'requests/s', 'p99 ms', 'vs baseline'];
  const lines = rows.map((r) => [r.name, r.requestsPerSecond.toFixed(0), r.p99Ms.toFixed(1), `${r.ratio.toFixed(2)}×`]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(['', format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format), ''].join('\n'));
  for (const r of rows.filter((row) => row.non2xx > 0 || row.errors > 0)) {
    console.log(`! ${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts) of ${r.total}`);
  }
}

/** The run as JSON, with the machine facts needed to compare runs. */
export function writeResults(file: string, rows: Row[], options: LoadOptions): void {
  mkdirSync(dirname(file), { recursive: true });
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' };
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine, load: options, rows }, null, 2)}\n`);
}
