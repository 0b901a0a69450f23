// `npm run js-budget -w @yzy/bench`: the gzip JavaScript a first visit to `/` downloads, against the
// 250 kB (250,000 bytes) budget: the scripts dist/index.html names (the entry and its
// modulepreloads), the home page's lazy chunk and what it imports statically (from the Vite build
// manifest), each file once, gzip level 9 (what the server sends to a browser without brotli).
// Run `npm run build` first. What a real load fetches, brotli included, is in bench/lighthouse.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const BUDGET_BYTES = 250 * 1000;
/** The route chunk `/` renders (apps/web/src/app/pages.ts). */
const HOME_PAGE = 'src/app/routes/home-page.tsx';

const dist = join(fileURLToPath(new URL('.', import.meta.url)), '../apps/web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

/** A chunk's key and every chunk it imports statically, each once. */
function withStaticImports(key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) {
    return;
  }
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) {
    withStaticImports(imported, seen);
  }
}

const firstVisit = new Set<string>();
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[HOME_PAGE]) {
  console.error(`the manifest has no entry or no ${HOME_PAGE}`);
  process.exit(1);
}
withStaticImports(entry, firstVisit);
withStaticImports(HOME_PAGE, firstVisit);

// index.html must name exactly the entry's part of that set (the entry and its modulepreloads).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const named = new Set(
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]),
);
const entryPart = new Set<string>();
withStaticImports(entry, entryPart);
const fromManifest = new Set([...entryPart].map((key) => manifest[key].file));
const disagree = [...named].filter((f) => !fromManifest.has(f)).concat([...fromManifest].filter((f) => !named.has(f)));
if (disagree.length > 0) {
  console.error(`index.html and the manifest disagree on: ${disagree.join(', ')}`);
  process.exit(1);
}

const files = [...new Set([...named, ...[...firstVisit].map((key) => manifest[key].file)])].filter((file) => file.endsWith('.js'));
const sizes = files
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
for (const s of sizes.slice(0, 10)) {
  console.log(`${(s.gzip / 1000).toFixed(1).padStart(7)} kB  ${s.file}`);
}
console.log(
  `first visit to /: ${files.length} JavaScript files, ${(total / 1000).toFixed(1)} kB gzip (${total} bytes; budget ${BUDGET_BYTES / 1000} kB)`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
