import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { DatasetFile, DatasetKind } from '../../../../dataset/format';
import type { RealDataset } from './index';

/**
 * The committed dataset files (dataset/real/<kind>.json.gz, built by `npm run data:build`).
 * They are found from this file's place upwards, so the bundled server (apps/server/dist) and the
 * sources (apps/server/src) both reach the repository's copy; DATASET_DIR points elsewhere.
 */
export function findDatasetDir(override?: string): string {
  if (override) {
    return resolve(override);
  }
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'dataset', 'real');
    if (existsSync(join(candidate, 'sources.json.gz'))) {
      return candidate;
    }
  }
  throw new Error('dataset/real not found: run `npm run data:build`, or set DATASET_DIR');
}

function readKind<K extends DatasetKind>(dir: string, kind: K): DatasetFile<K>['rows'] {
  const file = JSON.parse(gunzipSync(readFileSync(join(dir, `${kind}.json.gz`))).toString('utf8')) as DatasetFile<K>;
  if (file.kind !== kind || file.version !== 1) {
    throw new Error(`${kind}.json.gz is not a version 1 ${kind} file`);
  }
  return file.rows;
}

export function readRealDataset(dir: string): RealDataset {
  return {
    sources: readKind(dir, 'sources'),
    schools: readKind(dir, 'schools'),
    majors: readKind(dir, 'majors'),
    controlLines: readKind(dir, 'control-lines'),
    rankTables: readKind(dir, 'rank-tables'),
    admissions: readKind(dir, 'admissions'),
    plans: readKind(dir, 'plans'),
  };
}
