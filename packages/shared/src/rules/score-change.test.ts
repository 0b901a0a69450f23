import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastChangeKeys,
  lastChangeWarningMessage,
  MODIFY_LIMIT_MESSAGES,
  planProfileChange,
  regionConfirmMessage,
  regionLocks,
  SCORE_STATUS,
  scoreStatusAt,
  scoreStatusesAt,
  type ModifyCounts,
  type ProfileFacts,
  type ScoreStatuses,
} from './score-change';

const saved: ProfileFacts = { provinceId: 44, examCategoryId: 10, cultureScore: 520, testsScore: 240, nemtRanking: 3000 };
const counts = (n: number, overrides: Partial<ModifyCounts> = {}): ModifyCounts => ({
  provinceModifyNumSurplus: n,
  examModifyNumSurplus: n,
  cultureScoreModifyNumSurplus: n,
  testsScoreModifyNumSurplus: n,
  nemtRankingModifyNumSurplus: n,
  ...overrides,
});
const published: ScoreStatuses = { cultureScoreStatus: SCORE_STATUS.published, testsScoreStatus: SCORE_STATUS.published };
const unpublished: ScoreStatuses = { cultureScoreStatus: SCORE_STATUS.unpublished, testsScoreStatus: SCORE_STATUS.unpublished };

describe('planProfileChange', () => {
  it('a first save is allowed, spends nothing and confirms the region', () => {
    expect(planProfileChange(null, saved, counts(0), false, published)).toEqual({
      allowed: true,
      countsToSpend: [],
      needsLastChangeWarning: false,
      needsRegionConfirm: true,
    });
  });

  it('super VIP changes anything at 0 counts and confirms the region', () => {
    const next = { ...saved, provinceId: 11, examCategoryId: 1, cultureScore: 600, testsScore: 280, nemtRanking: 10 };
    expect(planProfileChange(saved, next, counts(0), true, published)).toEqual({
      allowed: true,
      countsToSpend: [],
      needsLastChangeWarning: false,
      needsRegionConfirm: true,
    });
  });

  it.each([
    ['nothing changed', {}, published, counts(0), []],
    ['unpublished scores change freely', { cultureScore: 600, testsScore: 200, nemtRanking: 10 }, unpublished, counts(0), []],
    ['published culture score', { cultureScore: 521 }, published, counts(2), ['cultureScoreModifyNumSurplus']],
    ['published tests score', { testsScore: 241.5 }, published, counts(2), ['testsScoreModifyNumSurplus']],
    [
      'tests published, culture not',
      { cultureScore: 600, testsScore: 200 },
      { ...unpublished, testsScoreStatus: SCORE_STATUS.published },
      counts(2),
      ['testsScoreModifyNumSurplus'],
    ],
    ['ranking once published', { nemtRanking: 2999 }, published, counts(2), ['nemtRankingModifyNumSurplus']],
    ['same score written differently', { cultureScore: 520.0 }, published, counts(0), []],
    ['category within the province', { examCategoryId: 11 }, unpublished, counts(1), ['examModifyNumSurplus']],
    [
      'province (spends only the province count)',
      { provinceId: 11, examCategoryId: 1 },
      unpublished,
      counts(1, { examModifyNumSurplus: 0 }),
      ['provinceModifyNumSurplus'],
    ],
    [
      'everything at once',
      { provinceId: 11, examCategoryId: 1, cultureScore: 1, testsScore: 1, nemtRanking: 1 },
      published,
      counts(2),
      ['provinceModifyNumSurplus', 'cultureScoreModifyNumSurplus', 'testsScoreModifyNumSurplus', 'nemtRankingModifyNumSurplus'],
    ],
  ] as const)('%s', (_name, change, status, left, spend) => {
    const plan = planProfileChange(saved, { ...saved, ...change }, left, false, status);
    const warn = spend.some((k) => left[k] === 1);
    expect(plan).toEqual({ allowed: true, countsToSpend: spend, needsLastChangeWarning: warn, needsRegionConfirm: false });
  });

  it('entering the ranking for the first time is free', () => {
    const plan = planProfileChange({ ...saved, nemtRanking: null }, saved, counts(0), false, published);
    expect(plan.allowed && plan.countsToSpend).toEqual([]);
  });

  it.each([
    ['province', { provinceId: 11, examCategoryId: 1 }, { provinceModifyNumSurplus: 0 }, MODIFY_LIMIT_MESSAGES.provinceModifyNumSurplus],
    ['category', { examCategoryId: 11 }, { examModifyNumSurplus: 0 }, MODIFY_LIMIT_MESSAGES.examModifyNumSurplus],
    ['culture', { cultureScore: 500 }, { cultureScoreModifyNumSurplus: 0 }, '您的高考成绩修改次数不足'],
    ['tests', { testsScore: 200 }, { testsScoreModifyNumSurplus: 0 }, '您的统考成绩修改次数不足'],
    ['ranking', { nemtRanking: 5 }, { nemtRankingModifyNumSurplus: 0 }, '我的位次修改次数不足'],
    [
      'first exhausted wins',
      { cultureScore: 500, testsScore: 200 },
      { cultureScoreModifyNumSurplus: 0, testsScoreModifyNumSurplus: 0 },
      '您的高考成绩修改次数不足',
    ],
  ] as const)('refuses a %s change at 0', (_name, change, left, message) => {
    const plan = planProfileChange(saved, { ...saved, ...change }, counts(1, left), false, published);
    expect(plan.allowed).toBe(false);
    expect(!plan.allowed && plan.message).toBe(message);
  });

  it('warns when a spent count is the last one', () => {
    const left = counts(2, { testsScoreModifyNumSurplus: 1 });
    const plan = planProfileChange(saved, { ...saved, cultureScore: 500, testsScore: 200 }, left, false, published);
    expect(plan).toMatchObject({ allowed: true, needsLastChangeWarning: true });
    expect(lastChangeKeys(plan, left)).toEqual(['testsScoreModifyNumSurplus']);
    expect(lastChangeWarningMessage(['testsScoreModifyNumSurplus'])).toContain('统考成绩');
  });

  it('never allows spending a count that is at 0 and never spends when nothing changes (property)', () => {
    const arbFacts = fc.record({
      provinceId: fc.constantFrom(11, 44),
      examCategoryId: fc.constantFrom(1, 2),
      cultureScore: fc.integer({ min: 1, max: 750 }),
      testsScore: fc.integer({ min: 1, max: 300 }),
      nemtRanking: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    });
    const arbCounts = fc.record({
      provinceModifyNumSurplus: fc.nat(2),
      examModifyNumSurplus: fc.nat(2),
      cultureScoreModifyNumSurplus: fc.nat(2),
      testsScoreModifyNumSurplus: fc.nat(2),
      nemtRankingModifyNumSurplus: fc.nat(2),
    });
    const arbStatus = fc.record({
      cultureScoreStatus: fc.constantFrom(SCORE_STATUS.published, SCORE_STATUS.unpublished),
      testsScoreStatus: fc.constantFrom(SCORE_STATUS.published, SCORE_STATUS.unpublished),
    });
    fc.assert(
      fc.property(arbFacts, arbFacts, arbCounts, arbStatus, (before, after, left, status) => {
        const plan = planProfileChange(before, after, left, false, status);
        if (plan.allowed) {
          // A change may spend no count at all: none spent may be one that has run out.
          expect(plan.countsToSpend.filter((k) => left[k] <= 0)).toEqual([]);
          expect(new Set(plan.countsToSpend).size).toBe(plan.countsToSpend.length);
        } else {
          expect(left[plan.countKey]).toBe(0);
        }
        expect(planProfileChange(before, before, left, false, status)).toMatchObject({ allowed: true, countsToSpend: [] });
      }),
    );
  });
});

describe('regionLocks and messages', () => {
  it.each([
    ['no profile yet', null, 44, counts(0), false, { provinceLocked: false, examCategoryLocked: false }],
    ['super VIP', saved, 44, counts(0), true, { provinceLocked: false, examCategoryLocked: false }],
    ['counts left', saved, 44, counts(1), false, { provinceLocked: false, examCategoryLocked: false }],
    ['all used', saved, 44, counts(0), false, { provinceLocked: true, examCategoryLocked: true }],
    [
      'category count used, province count left, other province chosen',
      saved,
      11,
      counts(1, { examModifyNumSurplus: 0 }),
      false,
      { provinceLocked: false, examCategoryLocked: false },
    ],
    [
      'category count used, same province',
      saved,
      44,
      counts(1, { examModifyNumSurplus: 0 }),
      false,
      { provinceLocked: false, examCategoryLocked: true },
    ],
  ] as const)('%s', (_name, existing, next, left, superVip, expected) => {
    expect(regionLocks(existing, next, left, superVip)).toEqual(expected);
  });

  it('words the region confirm as the product does', () => {
    expect(regionConfirmMessage('广东', '美术与设计类')).toBe('高考地区一经确认不可修改，您确认选择广东（美术与设计类）吗？');
  });
});

describe('score status', () => {
  it.each([
    [null, 100, '未出分'],
    [undefined, 100, '未出分'],
    [101, 100, '未出分'],
    [100, 100, '已出分'],
    [99, 100, '已出分'],
  ] as const)('release %s at %s → %s', (release, now, expected) => {
    expect(scoreStatusAt(release, now)).toBe(expected);
  });

  it('reads both statuses from a time config', () => {
    expect(scoreStatusesAt({ cultureScoreReleaseTime: 200, testsScoreReleaseTime: 50 }, 100)).toEqual({
      cultureScoreStatus: '未出分',
      testsScoreStatus: '已出分',
    });
    expect(scoreStatusesAt(null, 100)).toEqual({ cultureScoreStatus: '未出分', testsScoreStatus: '未出分' });
  });
});
