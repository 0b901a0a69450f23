import { describe, expect, it } from 'vitest';
import {
  checkVolunteerTable,
  placePlan,
  type BatchRules,
  type EntryDraft,
  type PlanFacts,
  type TableScope,
  type ViolationCode,
} from './volunteer';

const scope: TableScope = { batchId: 2, year: 2027, provinceId: 41, examCategoryId: 7 };
const parallel: BatchRules = {
  id: 2,
  name: '艺术类本科批',
  year: 2027,
  mode: '平行',
  unit: '院校专业组',
  maxSlots: 3,
  majorsPerSlot: 2,
  allowAdjust: true,
};
const perMajor: BatchRules = { ...parallel, unit: '专业+院校', majorsPerSlot: 1 };
const noAdjust: BatchRules = { ...parallel, allowAdjust: false };

let nextPlan = 1;
function plan(schoolId: number, over: Partial<PlanFacts> = {}): PlanFacts {
  const planId = nextPlan++;
  return { ...scope, planId, schoolId, schoolName: `学校${schoolId}`, majorName: `专业${planId}`, exclusions: [], ...over };
}
const entry = (plans: (PlanFacts | null)[], adjust = true): EntryDraft => ({ adjust, plans });
const codes = (batch: BatchRules, entries: EntryDraft[]) =>
  checkVolunteerTable(scope, batch, entries).map((v) => [v.code, v.severity, v.slot]);

describe('checkVolunteerTable', () => {
  it('a table within every rule has no violations', () => {
    expect(codes(parallel, [entry([plan(1), plan(1)]), entry([plan(2)])])).toEqual([]);
  });

  it.each<[string, BatchRules, () => EntryDraft[], [ViolationCode, string, number | null][]]>([
    [
      'more slots than the batch has',
      parallel,
      () => [entry([plan(1)]), entry([plan(2)]), entry([plan(3)]), entry([plan(4)])],
      [['tooManySlots', 'error', null]],
    ],
    ['an entry without majors', parallel, () => [entry([])], [['emptyEntry', 'error', 1]]],
    ['too many majors in one slot', parallel, () => [entry([plan(1), plan(1), plan(1)])], [['tooManyMajors', 'error', 1]]],
    ['专业+院校: one major per slot', perMajor, () => [entry([plan(1), plan(1)])], [['tooManyMajors', 'error', 1]]],
    ['majors of two schools in one slot', parallel, () => [entry([plan(1), plan(2)])], [['mixedSchools', 'error', 1]]],
    ['the same school in two slots', parallel, () => [entry([plan(1)]), entry([plan(1)])], [['duplicateSchool', 'error', 2]]],
    ['专业+院校 allows the same school twice', perMajor, () => [entry([plan(1)]), entry([plan(1)])], []],
    ['a plan of another batch', parallel, () => [entry([plan(1, { batchId: 9 })])], [['outOfScope', 'error', 1]]],
    ['a plan of another year', parallel, () => [entry([plan(1, { year: 2026 })])], [['outOfScope', 'error', 1]]],
    ['服从调剂 where the batch has none', noAdjust, () => [entry([plan(1)], true)], [['adjustNotAllowed', 'error', 1]]],
    ['a plan that no longer exists', parallel, () => [entry([plan(1), null])], [['missingPlan', 'warning', 1]]],
    [
      'a plan the member is not eligible for',
      parallel,
      () => [entry([plan(1, { exclusions: [{ code: 'cultureLine', message: '文化成绩低于控制线' }] })])],
      [['ineligible', 'warning', 1]],
    ],
  ])('%s', (_, batch, entries, expected) => {
    expect(codes(batch, entries())).toEqual(expected);
  });

  it('the same plan twice is a duplicate, with the slot it is already in', () => {
    const p = plan(1);
    const violations = checkVolunteerTable(scope, perMajor, [entry([p]), entry([plan(2)]), entry([p])]);
    expect(violations).toEqual([
      { code: 'duplicatePlan', severity: 'error', slot: 3, message: `学校1${p.majorName}重复填报（已在第1志愿中）` },
    ]);
  });

  it('messages are Chinese and name the batch limits', () => {
    const [v] = checkVolunteerTable(scope, parallel, [entry([plan(1)]), entry([plan(2)]), entry([plan(3)]), entry([plan(4)])]);
    expect(v.message).toBe('艺术类本科批最多填3个志愿，当前4个');
  });
});

describe('placePlan', () => {
  it('opens a new slot at the end', () => {
    expect(placePlan(scope, parallel, [entry([plan(1)])], plan(2))).toEqual({ kind: 'newEntry', slot: 2, majorIndex: 1 });
  });

  it('goes beside the school’s other majors while the slot has room', () => {
    expect(placePlan(scope, parallel, [entry([plan(1)]), entry([plan(2)])], plan(2))).toEqual({
      kind: 'appendMajor',
      slot: 2,
      majorIndex: 2,
    });
  });

  it('refuses when the school’s slot is full', () => {
    const result = placePlan(scope, parallel, [entry([plan(1), plan(1)])], plan(1));
    expect(result).toEqual({ kind: 'refused', message: '第1志愿（学校1）已填满2个专业' });
  });

  it('专业+院校: every plan gets its own slot', () => {
    expect(placePlan(scope, perMajor, [entry([plan(1)])], plan(1))).toEqual({ kind: 'newEntry', slot: 2, majorIndex: 1 });
  });

  it('refuses when every slot is taken', () => {
    const full = [entry([plan(1)]), entry([plan(2)]), entry([plan(3)])];
    expect(placePlan(scope, parallel, full, plan(4))).toEqual({ kind: 'refused', message: '志愿表已满（艺术类本科批最多3个志愿）' });
  });

  it('refuses a plan already in the table, or of another batch', () => {
    const p = plan(1);
    expect(placePlan(scope, parallel, [entry([p])], p)).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('已在第1志愿中'),
    });
    expect(placePlan(scope, parallel, [], plan(1, { batchId: 3 }))).toEqual({
      kind: 'refused',
      message: '该招生计划不属于本志愿表的艺术类本科批',
    });
  });
});
