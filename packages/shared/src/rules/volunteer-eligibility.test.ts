import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  checkWithSharedParts,
  ELIGIBLE,
  lineResult,
  meetsSubjectRequirement,
  type ExclusionCode,
  type MemberFacts,
  type PlanRequirements,
} from './volunteer-eligibility';

const member: MemberFacts = { culture: 400, tests: 200, composite: 520, english: 90, chinese: null, subjects: ['历史', '政治', '地理'] };
const none: PlanRequirements = {
  line: null,
  cultureRequirement: null,
  testsRequirement: null,
  subjectRequirement: null,
  subjectMinimums: [],
};
const line = { year: 2027, batchName: '艺术类本科批', culture: 315, tests: 180, composite: 480, current: true };

describe('checkEligibility', () => {
  it.each<[string, Partial<PlanRequirements>, ExclusionCode[]]>([
    ['no requirements', {}, []],
    ['clears every line', { line }, []],
    ['below the culture line', { line: { ...line, culture: 401 } }, ['cultureLine']],
    ['below the 统考 line', { line: { ...line, tests: 201 } }, ['testsLine']],
    ['below the composite line', { line: { ...line, composite: 520.5 } }, ['compositeLine']],
    ['below the school’s culture minimum', { cultureRequirement: 420 }, ['cultureRequirement']],
    ['below the school’s 统考 minimum', { testsRequirement: 230 }, ['testsRequirement']],
    ['subject requirement not met', { subjectRequirement: '物理' }, ['subject']],
    ['single-subject minimum not met', { subjectMinimums: [{ subject: '外语', minScore: 100 }] }, ['subjectMinimum']],
    [
      'several at once, in order',
      { line: { ...line, culture: 500, tests: 250 }, subjectRequirement: '物理' },
      ['cultureLine', 'testsLine', 'subject'],
    ],
  ])('%s', (_, req, codes) => {
    expect(checkEligibility({ ...none, ...req }, member).exclusions.map((e) => e.code)).toEqual(codes);
  });

  it('names the line, its year and the scores in Chinese', () => {
    const { exclusions } = checkEligibility({ ...none, line: { ...line, culture: 401 } }, member);
    expect(exclusions[0].message).toBe('文化成绩400分低于2027年艺术类本科批文化控制线401分');
  });

  it('says when the line is an earlier year’s standing in', () => {
    const { exclusions } = checkEligibility({ ...none, line: { ...line, year: 2026, current: false, tests: 210 } }, member);
    expect(exclusions[0].message).toBe('统考成绩200分低于2026年艺术类本科批（今年线未公布，按最近一年）专业控制线210分');
  });

  it('a minimum on a subject not filled in is a warning, not an exclusion', () => {
    const result = checkEligibility(
      {
        ...none,
        subjectMinimums: [
          { subject: '语文', minScore: 90 },
          { subject: '数学', minScore: 90 },
        ],
      },
      member,
    );
    expect(result.exclusions).toEqual([]);
    expect(result.warnings).toEqual([
      '该专业要求语文单科不低于90分，你尚未填写语文成绩',
      '该专业要求数学单科不低于90分，成绩档案中没有这一科，请自行核对',
    ]);
  });
});

describe('checkWithSharedParts', () => {
  it('shares one frozen result among the plans that fail nothing of their own, and one per subject requirement', () => {
    const below = lineResult({ ...line, culture: 401 }, member);
    const physics = { ...none, line: { ...line, culture: 401 }, subjectRequirement: '物理' };
    expect(checkWithSharedParts(none, member, below, true)).toBe(below);
    expect(lineResult(line, member)).toBe(ELIGIBLE);
    const first = checkWithSharedParts(physics, member, below, false);
    expect(checkWithSharedParts({ ...physics }, member, below, false)).toBe(first);
    expect(first).toEqual(checkEligibility(physics, member));
    expect(Object.isFrozen(first.exclusions) && Object.isFrozen(first.exclusions[0])).toBe(true);
  });

  it('makes a result of its own where a score fails the plan', () => {
    const req = { ...none, subjectRequirement: '物理', cultureRequirement: 420 };
    const result = checkWithSharedParts(req, member, ELIGIBLE, false);
    expect(result.exclusions.map((e) => e.code)).toEqual(['cultureRequirement', 'subject']);
    expect(result).toEqual(checkEligibility(req, member));
  });
});

describe('meetsSubjectRequirement', () => {
  it.each<[string | null, string[], boolean]>([
    [null, [], true],
    ['', ['物理'], true],
    ['不限', ['历史'], true],
    ['历史', ['历史', '政治', '地理'], true],
    ['物理', ['历史', '政治', '地理'], false],
    ['物理+化学', ['物理', '化学', '生物'], true],
    ['物理+化学', ['物理', '生物', '地理'], false],
    ['物理/历史', ['历史', '政治', '地理'], true],
    ['物理或历史', ['物理'], true],
    ['政治和地理', ['历史', '政治', '地理'], true],
  ])('%s with %o → %s', (req, subjects, ok) => {
    expect(meetsSubjectRequirement(req, subjects)).toBe(ok);
  });
});
