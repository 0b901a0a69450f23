import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_UNAVAILABLE_MESSAGE,
  FOREIGN_LANGUAGES,
  SCORE_FORM_MESSAGES,
  validateScoreForm,
  type ScoreFormContext,
  type ScoreFormValues,
} from './score-form';
import { SUBJECT_MESSAGES, type ProvinceSubjectInfo } from './subjects';

const modes: Record<'type0' | 'type1' | 'type2', { info: ProvinceSubjectInfo; complete: string[] }> = {
  type0: { info: { type: 0, isNew: 0, firstChoiceSubject: '文科、理科', secondChoiceSubject: '' }, complete: ['文科'] },
  type1: {
    info: { type: 1, isNew: 1, firstChoiceSubject: '物理、化学、生物、政治、历史、地理', secondChoiceSubject: '' },
    complete: ['物理', '历史', '地理'],
  },
  type2: {
    info: { type: 2, isNew: 1, firstChoiceSubject: '物理、历史', secondChoiceSubject: '化学、生物、政治、地理' },
    complete: ['历史', '政治', '地理'],
  },
};

function contextFor(mode: keyof typeof modes, overrides: Partial<ScoreFormContext> = {}): ScoreFormContext {
  return {
    examCategoryScore: { cultureFullScoreLimit: 750, testsFullScoreLimit: 300 },
    subjectInfo: modes[mode].info,
    isInputRanking: 0,
    ...overrides,
  };
}

function formFor(mode: keyof typeof modes, overrides: Partial<ScoreFormValues> = {}): ScoreFormValues {
  return {
    provinceId: 44,
    examCategoryId: 7,
    cultureScore: 520,
    testsScore: 240,
    language: '英语',
    subjects: modes[mode].complete,
    ...overrides,
  };
}

describe('validateScoreForm', () => {
  it.each(['type0', 'type1', 'type2'] as const)('accepts a complete %s form', (mode) => {
    expect(validateScoreForm(formFor(mode), contextFor(mode))).toBeNull();
  });

  it.each([
    ['no province', { provinceId: null }, {}, SCORE_FORM_MESSAGES.province],
    ['no category', { examCategoryId: undefined }, {}, SCORE_FORM_MESSAGES.examCategory],
    ['category without score config', {}, { examCategoryScore: null }, CATEGORY_UNAVAILABLE_MESSAGE],
    ['no culture score', { cultureScore: null }, {}, SCORE_FORM_MESSAGES.cultureScore],
    ['NaN culture score', { cultureScore: Number.NaN }, {}, SCORE_FORM_MESSAGES.cultureScore],
    ['culture score 0', { cultureScore: 0 }, {}, SCORE_FORM_MESSAGES.cultureScorePositive],
    ['negative culture score', { cultureScore: -1 }, {}, SCORE_FORM_MESSAGES.cultureScorePositive],
    ['culture score at full', { cultureScore: 750 }, {}, null],
    ['culture score over full', { cultureScore: 750.01 }, {}, '高考成绩不能超过750分'],
    [
      'culture score over 上海 full',
      { cultureScore: 661 },
      { examCategoryScore: { cultureFullScoreLimit: 660, testsFullScoreLimit: 300 } },
      '高考成绩不能超过660分',
    ],
    [
      'culture score at 海南 full',
      { cultureScore: 900 },
      { examCategoryScore: { cultureFullScoreLimit: 900, testsFullScoreLimit: 300 } },
      null,
    ],
    ['culture score with 3 decimals', { cultureScore: 500.125 }, {}, SCORE_FORM_MESSAGES.cultureScoreDecimals],
    ['culture score with 2 decimals', { cultureScore: 500.25 }, {}, null],
    ['infinite culture score', { cultureScore: Number.POSITIVE_INFINITY }, {}, SCORE_FORM_MESSAGES.cultureScore],
    ['no tests score', { testsScore: undefined }, {}, SCORE_FORM_MESSAGES.testsScore],
    ['tests score 0', { testsScore: 0 }, {}, SCORE_FORM_MESSAGES.testsScorePositive],
    ['tests score at full', { testsScore: 300 }, {}, null],
    ['tests score over full', { testsScore: 300.5 }, {}, '统考成绩不能超过300分'],
    ['tests score 0.01', { testsScore: 0.01 }, {}, null],
    ['chinese 150', { chineseScore: 150 }, {}, null],
    ['chinese 151', { chineseScore: 151 }, {}, SCORE_FORM_MESSAGES.chineseScore],
    ['chinese negative', { chineseScore: -2 }, {}, SCORE_FORM_MESSAGES.chineseScore],
    ['english 150', { englishScore: 150 }, {}, null],
    ['english 150.5', { englishScore: 150.5 }, {}, SCORE_FORM_MESSAGES.englishScore],
    ['english 0 (given)', { englishScore: 0 }, {}, null],
    ['no language', { language: null }, {}, SCORE_FORM_MESSAGES.language],
    ['unknown language', { language: '韩语' }, {}, SCORE_FORM_MESSAGES.language],
    ['ranking required, missing', {}, { isInputRanking: 1 }, SCORE_FORM_MESSAGES.nemtRanking],
    ['ranking required, 0', { nemtRanking: 0 }, { isInputRanking: true }, SCORE_FORM_MESSAGES.nemtRankingPositive],
    ['ranking required, given', { nemtRanking: 1 }, { isInputRanking: 1 }, null],
    ['ranking optional, missing', { nemtRanking: null }, { isInputRanking: 0 }, null],
    ['ranking optional, fractional', { nemtRanking: 10.5 }, {}, SCORE_FORM_MESSAGES.nemtRankingPositive],
  ] as const)('%s', (_name, form, context, expected) => {
    expect(validateScoreForm(formFor('type2', form), contextFor('type2', context))).toBe(expected);
  });

  it.each([
    ['type0', [], SUBJECT_MESSAGES.traditional],
    ['type1', ['物理', '化学'], SUBJECT_MESSAGES.threeOfList],
    ['type2', ['物理', '化学'], SUBJECT_MESSAGES.secondChoice],
    ['type2', ['化学', '生物'], SUBJECT_MESSAGES.firstChoice],
  ] as const)('%s subjects %j → %s', (mode, subjects, expected) => {
    expect(validateScoreForm(formFor(mode, { subjects }), contextFor(mode))).toBe(expected);
  });

  it('checks fields in the dialog order: the first problem wins', () => {
    const form = formFor('type2', { subjects: [], cultureScore: 0, testsScore: 0 });
    expect(validateScoreForm(form, contextFor('type2'))).toBe(SUBJECT_MESSAGES.firstChoice);
    expect(validateScoreForm({ ...form, subjects: modes.type2.complete }, contextFor('type2'))).toBe(
      SCORE_FORM_MESSAGES.cultureScorePositive,
    );
  });

  it('lists exactly the six foreign languages', () => {
    expect(FOREIGN_LANGUAGES).toEqual(['英语', '俄语', '日语', '德语', '法语', '西班牙语']);
    for (const language of FOREIGN_LANGUAGES) {
      expect(validateScoreForm(formFor('type1', { language }), contextFor('type1'))).toBeNull();
    }
  });

  it('accepts exactly the culture scores in (0, full] with at most two decimals', () => {
    fc.assert(
      fc.property(fc.constantFrom(660, 750, 900), fc.integer({ min: -10_000, max: 100_000 }), (full, cents) => {
        const score = cents / 100;
        const context = contextFor('type1', { examCategoryScore: { cultureFullScoreLimit: full, testsFullScoreLimit: 300 } });
        const message = validateScoreForm(formFor('type1', { cultureScore: score }), context);
        expect(message === null).toBe(score > 0 && score <= full);
      }),
    );
  });

  it('accepts exactly the tests scores in (0, full]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 40_000 }), (cents) => {
        const score = cents / 100;
        const message = validateScoreForm(formFor('type0', { testsScore: score }), contextFor('type0'));
        expect(message === null).toBe(score > 0 && score <= 300);
      }),
    );
  });
});
