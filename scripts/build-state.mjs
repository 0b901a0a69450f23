// Decides whether a built output is older than the sources it was built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') {
      continue;
    }
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or any of `sources` changed after it was written. */
export function isStale(output, sources) {
  if (!existsSync(output)) {
    return true;
  }
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}
