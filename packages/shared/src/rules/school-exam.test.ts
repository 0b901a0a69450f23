import { describe, expect, it } from 'vitest';
import { checkSchoolExam } from './school-exam';

const ORDINARY = { year: 2026, batchName: '本科批', culture: 430, current: true };
const ART = { year: 2026, batchName: '艺术类本科批', tests: 200, current: true };

describe('校考 eligibility', () => {
  it('asks for the ordinary 本科 line, a passing 统考 and the 合格证', () => {
    const ok = checkSchoolExam({ ordinaryLine: ORDINARY, artLine: ART, schoolCulture: null }, { culture: 450, tests: 210 });
    expect(ok.exclusions).toEqual([]);
    expect(ok.warnings).toEqual(['须取得该校校考合格证（成绩档案中没有校考成绩，请自行核对）']);
    expect(ok.decidedBy).toContain('按该校校考成绩择优录取');
    expect(ok.decidedBy).toContain('普通类本科线430分');
  });

  it('excludes below the ordinary line even when the art line is lower', () => {
    const res = checkSchoolExam({ ordinaryLine: ORDINARY, artLine: ART, schoolCulture: null }, { culture: 400, tests: 250 });
    expect(res.exclusions.map((e) => e.code)).toEqual(['cultureLine']);
    expect(res.exclusions[0].message).toBe('文化成绩400分低于2026年本科批普通类本科线430分（校考专业适用）');
  });

  it('excludes a 统考 below the pass line', () => {
    const res = checkSchoolExam({ ordinaryLine: ORDINARY, artLine: ART, schoolCulture: null }, { culture: 500, tests: 150 });
    expect(res.exclusions.map((e) => e.code)).toEqual(['testsLine']);
  });

  it('takes the school’s own culture line instead of the ordinary one (独立设置艺术院校)', () => {
    const res = checkSchoolExam({ ordinaryLine: ORDINARY, artLine: ART, schoolCulture: 350 }, { culture: 400, tests: 210 });
    expect(res.exclusions).toEqual([]);
    expect(res.decidedBy).toContain('该校自划线350分');
    const below = checkSchoolExam({ ordinaryLine: ORDINARY, artLine: ART, schoolCulture: 350 }, { culture: 340, tests: 210 });
    expect(below.exclusions.map((e) => e.code)).toEqual(['cultureRequirement']);
  });

  it('says when the ordinary line is unknown or an earlier year’s', () => {
    const none = checkSchoolExam({ ordinaryLine: null, artLine: null, schoolCulture: null }, { culture: 300, tests: 100 });
    expect(none.exclusions).toEqual([]);
    expect(none.warnings).toHaveLength(2);
    const old = checkSchoolExam(
      { ordinaryLine: { ...ORDINARY, year: 2025, current: false }, artLine: null, schoolCulture: null },
      { culture: 300, tests: 0 },
    );
    expect(old.exclusions[0].message).toContain('今年线未公布，按最近一年');
  });
});
