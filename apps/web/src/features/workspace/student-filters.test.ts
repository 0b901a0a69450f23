import { describe, expect, it } from 'vitest';
import { activityText, compareSelectionOf, filterStudents, levelCounts, NO_FILTER, provincesOf } from './student-filters';
import { studentRow } from './test-data';

const rows = [
  studentRow({ id: 1, nickname: '李同学', note: '江苏 美术' }),
  studentRow({ id: 2, nickname: '王同学', risk: { level: 'high', code: 'withdraw', label: '退档风险' } }),
  studentRow({
    id: 3,
    nickname: '陈同学',
    scoresComplete: false,
    scores: null,
    table: null,
    risk: { level: 'pending', code: null, label: '未填成绩' },
  }),
  studentRow({ id: 4, nickname: '赵同学', risk: { level: 'high', code: 'slide', label: '滑档风险' }, table: null }),
];

describe('workspace filters', () => {
  it('puts risky plans first, more empty slots first within a level', () => {
    const five = studentRow({ id: 5, risk: { level: 'high', code: 'slide', label: '滑档风险' } });
    const withEmpty = [...rows, { ...five, table: five.table && { ...five.table, entryCount: 1, emptySlots: 9 } }];
    expect(filterStudents(withEmpty, NO_FILTER).map((s) => s.id)).toEqual([5, 2, 4, 3, 1]);
  });

  it('filters by level, province and text (name, note or id)', () => {
    expect(filterStudents(rows, { ...NO_FILTER, level: 'high' }).map((s) => s.id)).toEqual([2, 4]);
    expect(filterStudents(rows, { ...NO_FILTER, text: '江苏' }).map((s) => s.id)).toEqual([1]);
    expect(filterStudents(rows, { ...NO_FILTER, text: '3' }).map((s) => s.id)).toEqual([3]);
    expect(filterStudents(rows, { ...NO_FILTER, province: '河南' }).map((s) => s.id)).toEqual([2, 4, 1]);
    expect(provincesOf(rows)).toEqual(['河南']);
    expect(levelCounts(rows)).toEqual({ high: 2, medium: 0, pending: 1, low: 1, none: 0 });
  });

  it('says when a student was last active in calendar days', () => {
    const now = new Date(2026, 10, 24, 9, 0).getTime();
    expect(activityText(null, now)).toBe('从未');
    expect(activityText(new Date(2026, 10, 24, 0, 5).getTime() / 1000, now)).toBe('今天');
    expect(activityText(new Date(2026, 10, 23, 23, 59).getTime() / 1000, now)).toBe('昨天');
    expect(activityText(new Date(2026, 10, 14, 12, 0).getTime() / 1000, now)).toBe('10天前');
  });

  it('reads the compare page URL', () => {
    expect(compareSelectionOf(new URLSearchParams('students=3,5'))).toEqual({ students: [3, 5] });
    expect(compareSelectionOf(new URLSearchParams('student=3&tables=7,8'))).toEqual({ studentId: 3, tables: [7, 8] });
    expect(compareSelectionOf(new URLSearchParams('students=x'))).toBeNull();
    expect(compareSelectionOf(new URLSearchParams(''))).toBeNull();
  });
});
