import { describe, expect, it } from 'vitest';
import { dropIndex, entriesForUpdate, moveEntry, moveItem, moveMajor, setAdjust, withEntries } from './entry-order';
import { detailOf } from './test-data';

const names = (entries: { school: { name: string } }[]) => entries.map((e) => e.school.name);

describe('志愿 order', () => {
  it('moves an item and leaves the list alone for out-of-range moves', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('renumbers 志愿 after a move, keeping their ids', () => {
    const moved = moveEntry(detailOf().entries, 2, 0);
    expect(names(moved)).toEqual(['四川传媒学院', '湖南大学', '天津工业大学']);
    expect(moved.map((e) => [e.id, e.slot])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('turns a drop on the upper or lower half of a row into the target index', () => {
    // [A, B, C, D]: A dropped on the lower half of C goes after C.
    expect(moveItem(['A', 'B', 'C', 'D'], 0, dropIndex(0, 2, true))).toEqual(['B', 'C', 'A', 'D']);
    // D dropped on the upper half of B goes before B.
    expect(moveItem(['A', 'B', 'C', 'D'], 3, dropIndex(3, 1, false))).toEqual(['A', 'D', 'B', 'C']);
    // Dropped just below itself or just above the next row: no move.
    expect(dropIndex(1, 1, true)).toBe(1);
    expect(dropIndex(1, 2, false)).toBe(1);
  });

  it('reorders one 志愿’s majors and switches 服从调剂 without touching the others', () => {
    const entries = detailOf().entries;
    expect(moveMajor(entries, 1, 1, 0)[0].majors.map((m) => m.planId)).toEqual([2687, 2688]);
    expect(moveMajor(entries, 1, 1, 0)[1]).toBe(entries[1]);
    const switched = setAdjust(entries, 2, false);
    expect(switched.map((e) => e.adjust)).toEqual([true, false, true]);
  });

  it('sends the whole ordered list to volunteer/update', () => {
    const entries = setAdjust(moveEntry(detailOf().entries, 0, 2), 1, false);
    expect(entriesForUpdate(entries)).toEqual([
      { id: 2, planIds: [2721], adjust: true },
      { id: 3, planIds: [2740], adjust: true },
      { id: 1, planIds: [2688, 2687], adjust: false },
    ]);
  });

  it('shows the saved-to-be detail with counts and numbers updated', () => {
    const detail = detailOf();
    const next = withEntries(detail, detail.entries.slice(1));
    expect(next.entryCount).toBe(2);
    expect(next.entries.map((e) => e.slot)).toEqual([1, 2]);
  });
});
