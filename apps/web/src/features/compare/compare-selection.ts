import { COMPARE_MAX } from '@yzy/shared/contracts/limits';
import { createExternalStore, useExternalStore } from '../../lib/external-store';

/** What can be compared; the compare page takes `?type=school|major&ids=1,2`. */
export type CompareKind = 'school' | 'major';

export interface CompareItem {
  id: number;
  name: string;
}

export type CompareSelection = Record<CompareKind, CompareItem[]>;

const STORAGE_KEY = 'yzy-compare';
const EMPTY: CompareSelection = { school: [], major: [] };

/** The tray survives reloads and new tabs (localStorage); anything unreadable starts empty. */
function load(): CompareSelection {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CompareSelection> | null;
    const valid = (list: unknown): CompareItem[] =>
      Array.isArray(list)
        ? list.filter((x): x is CompareItem => Number.isInteger(x?.id) && x.id > 0 && typeof x?.name === 'string').slice(0, COMPARE_MAX)
        : [];
    return { school: valid(parsed?.school), major: valid(parsed?.major) };
  } catch {
    return EMPTY;
  }
}

export const compareSelection = createExternalStore<CompareSelection>(typeof localStorage === 'undefined' ? EMPTY : load());

compareSelection.subscribe(() => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(compareSelection.get()));
  } catch {
    // Private mode: the selection then lives for this page only.
  }
});

export function useCompareSelection(): CompareSelection {
  return useExternalStore(compareSelection);
}

/** Adds an item; false when the kind already holds COMPARE_MAX. */
export function addToCompare(kind: CompareKind, item: CompareItem): boolean {
  const list = compareSelection.get()[kind];
  if (list.some((x) => x.id === item.id)) {
    return true;
  }
  if (list.length >= COMPARE_MAX) {
    return false;
  }
  compareSelection.set((prev) => ({ ...prev, [kind]: [...prev[kind], item] }));
  return true;
}

export function removeFromCompare(kind: CompareKind, id: number): void {
  compareSelection.set((prev) => ({ ...prev, [kind]: prev[kind].filter((x) => x.id !== id) }));
}

export function clearCompare(kind: CompareKind): void {
  compareSelection.set((prev) => ({ ...prev, [kind]: [] }));
}

export function comparePath(kind: CompareKind, ids: readonly number[]): string {
  return `/compare?type=${kind}&ids=${ids.join(',')}`;
}

/** The ids of `?ids=1,2,3`: positive integers, distinct, at most COMPARE_MAX (the server refuses more). */
export function parseCompareIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,9}$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
