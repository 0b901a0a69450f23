import type { ImportProgressState } from '@yzy/shared/contracts';
import type { Store } from '../../../providers/store';
import { IMPORT_STAGES, noProgress, type ImportProgress, type ImportStage } from './progress';

/**
 * The progress of a running upload, commit or revert, kept in the store (Redis when instances
 * share one) under the operator and the key the console chose, so a poll answered by any
 * instance sees it. Written at most every WRITE_MS, and whenever the step changes.
 */
const WRITE_MS = 300;
const TTL_SECONDS = 15 * 60;

const keyOf = (operatorId: number, key: string) => `import-progress:${operatorId}:${key}`;

export function progressReporter(store: Store, operatorId: number, key: string | undefined): ImportProgress {
  if (!key) {
    return noProgress;
  }
  let writtenAt = 0;
  let writtenStage: ImportStage | null = null;
  return (stage, done = 0, total = 0) => {
    const now = Date.now();
    if (stage === writtenStage && now - writtenAt < WRITE_MS) {
      return;
    }
    writtenAt = now;
    writtenStage = stage;
    const state: ImportProgressState = { stage, label: IMPORT_STAGES[stage], done, total };
    // Progress is a courtesy: a store that fails must not fail the import.
    store.set(keyOf(operatorId, key), JSON.stringify(state), TTL_SECONDS).catch(() => undefined);
  };
}

export async function readProgress(store: Store, operatorId: number, key: string): Promise<ImportProgressState | null> {
  const value = await store.get(keyOf(operatorId, key));
  return value ? (JSON.parse(value) as ImportProgressState) : null;
}
