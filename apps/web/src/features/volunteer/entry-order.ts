import type { VolunteerDetail, VolunteerEntry, VolunteerUpdateBody } from '@yzy/shared/contracts';

/** The list with the item at `from` moved to `to` (indexes out of range leave it unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Entries numbered 1…n in their new order (a 志愿's number is its place). */
export function renumber(entries: readonly VolunteerEntry[]): VolunteerEntry[] {
  return entries.map((entry, index) => (entry.slot === index + 1 ? entry : { ...entry, slot: index + 1 }));
}

/** The 志愿 at `from` moved to `to`, renumbered. */
export function moveEntry(entries: readonly VolunteerEntry[], from: number, to: number): VolunteerEntry[] {
  return renumber(moveItem(entries, from, to));
}

/** One 志愿's majors reordered (专业顺序 matters for admission within the school). */
export function moveMajor(entries: readonly VolunteerEntry[], entryId: number, from: number, to: number): VolunteerEntry[] {
  return entries.map((entry) => (entry.id === entryId ? { ...entry, majors: moveItem(entry.majors, from, to) } : entry));
}

/** 服从调剂 switched for one 志愿. */
export function setAdjust(entries: readonly VolunteerEntry[], entryId: number, adjust: boolean): VolunteerEntry[] {
  return entries.map((entry) => (entry.id === entryId ? { ...entry, adjust } : entry));
}

/** The `entries` of volunteer/update: the whole ordered list, each 志愿 keeping its id. */
export function entriesForUpdate(entries: readonly VolunteerEntry[]): NonNullable<VolunteerUpdateBody['entries']> {
  return entries.map((entry) => ({ id: entry.id, planIds: entry.majors.map((major) => major.planId), adjust: entry.adjust }));
}

/** The detail as it will look once the new order is saved (shown while the call runs). */
export function withEntries(detail: VolunteerDetail, entries: readonly VolunteerEntry[]): VolunteerDetail {
  return { ...detail, entries: renumber(entries), entryCount: entries.length };
}

/**
 * Where a dragged 志愿 lands when dropped on another: dropping on the upper half of a row puts it
 * before that row, on the lower half after it. Returns the target index in the list without the
 * dragged item re-inserted, as `moveItem` expects.
 */
export function dropIndex(from: number, over: number, lowerHalf: boolean): number {
  const before = lowerHalf ? over + 1 : over;
  return before > from ? before - 1 : before;
}
