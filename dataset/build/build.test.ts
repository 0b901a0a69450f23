import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatasetFiles } from '../format';
import { build, KEYS } from './index';
import { encodeDataset } from './io';
import { validateBuild } from './validate';

const realDir = resolve(process.env.REAL_DATA_DIR ?? join(import.meta.dirname, '../../../shared/data/real'));
const committed = join(import.meta.dirname, '../real');

// The gathered publications live beside the repository, not in it: a fresh clone skips this.
describe.skipIf(!existsSync(realDir))('the committed data', () => {
  it('is exactly what the build makes from the gathered publications, and passes every check', () => {
    const { built } = build(realDir);
    expect(validateBuild(built, KEYS)).toEqual([]);
    for (const kind of Object.keys(KEYS) as (keyof DatasetFiles)[]) {
      const bytes = encodeDataset(kind, built[kind] as never);
      expect(bytes.equals(readFileSync(join(committed, `${kind}.json.gz`))), `${kind}.json.gz is stale: run npm run data:build`).toBe(true);
    }
  });
});
