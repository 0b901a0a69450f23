/**
 * Reads one committed data file (dataset/real/<kind>.json.gz, see docs/data.md) and returns its
 * rows typed by format.ts. Node built-ins only: the server's loader imports this at first start.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { DatasetFile, DatasetFiles, DatasetKind } from './format';

/** The committed files beside this module. */
export const DEFAULT_DATASET_DIR = join(dirname(fileURLToPath(import.meta.url)), 'real');

export function readDataset<K extends DatasetKind>(kind: K, dir: string = DEFAULT_DATASET_DIR): DatasetFiles[K][] {
  const path = join(dir, `${kind}.json.gz`);
  const file = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as DatasetFile<K>;
  if (file.kind !== kind || file.version !== 1 || !Array.isArray(file.rows)) {
    throw new Error(`${path} is not a version-1 "${kind}" data file`);
  }
  return file.rows;
}
