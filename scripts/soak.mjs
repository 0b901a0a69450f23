// `node scripts/soak.mjs [runs]`: the whole suite (`npm test`, Playwright included) several times in a
// row (default 3) while another process keeps one core busy, the way CI shares its two cores.
// Stops at the first red run. Prints one line per run (result, minutes, load average) and exits 1
// when a run failed. docs/testing.md says why and what the last soak measured.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const runs = Number(process.argv[2] ?? 3);
const burner = spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], { stdio: 'ignore' });
const results = [];
try {
  for (let i = 1; i <= runs; i += 1) {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], { stdio: 'inherit' });
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const line = `run ${i}/${runs}: ${run.status === 0 ? 'green' : 'red'} in ${minutes} min, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`;
    results.push(line);
    console.log(`\n${line}`);
    if (run.status !== 0) {
      break;
    }
  }
} finally {
  burner.kill();
}
console.log(`\nSoak beside a busy core:\n${results.join('\n')}`);
process.exit(results.length === runs && results.every((l) => l.includes('green')) ? 0 : 1);
