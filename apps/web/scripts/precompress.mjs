// After `vite build`: a .br and a .gz beside every text file of dist/, at the highest levels.
// The server sends these as they are (@fastify/static preCompressed), so no request pays for
// compressing a file that never changes (docs/performance.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    // Dot folders (a build's .vite) are never served.
    if (name.startsWith('.')) {
      continue;
    }
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      yield* files(path);
    } else if (COMPRESSIBLE.test(name)) {
      yield path;
    }
  }
}

let count = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) {
    continue;
  }
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist}`);
