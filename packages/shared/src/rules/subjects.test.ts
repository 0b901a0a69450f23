import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSelectSubject,
  isSelectionComplete,
  mySubjectText,
  parseSelectSubject,
  pickLimitsOf,
  SUBJECT_MESSAGES,
  subjectGroupsOf,
  subjectSelectionError,
  togglePick,
  type ProvinceSubjectInfo,
} from './subjects';

const traditional: ProvinceSubjectInfo = { type: 0, isNew: 0, firstChoiceSubject: '文科、理科', secondChoiceSubject: '' };
const threePlusThree: ProvinceSubjectInfo = {
  type: 1,
  isNew: 1,
  firstChoiceSubject: '物理、化学、生物、政治、历史、地理',
  secondChoiceSubject: '',
};
const zhejiang: ProvinceSubjectInfo = { ...threePlusThree, firstChoiceSubject: '物理、化学、生物、政治、历史、地理、技术' };
const threeOneTwo: ProvinceSubjectInfo = {
  type: 2,
  isNew: 1,
  firstChoiceSubject: '物理、历史',
  secondChoiceSubject: '化学、生物、政治、地理',
};
const modes = [traditional, threePlusThree, zhejiang, threeOneTwo];

const clickAll = (info: ProvinceSubjectInfo, clicks: string[]) => clicks.reduce<string[]>((sel, s) => togglePick(sel, s, info), []);

describe('togglePick', () => {
  it.each([
    ['type 0: a second pick replaces the first', traditional, ['文科', '理科'], ['理科']],
    ['type 0: clicking the pick again clears it', traditional, ['理科', '理科'], []],
    ['type 1: three picks kept in province order', threePlusThree, ['地理', '物理', '化学'], ['物理', '化学', '地理']],
    ['type 1: a fourth pick is ignored', threePlusThree, ['物理', '化学', '生物', '地理'], ['物理', '化学', '生物']],
    ['type 1: unpick then pick another', threePlusThree, ['物理', '化学', '生物', '化学', '地理'], ['物理', '生物', '地理']],
    ['浙江: 技术 is offered', zhejiang, ['技术', '物理', '化学'], ['物理', '化学', '技术']],
    ['type 1: 技术 is not offered outside 浙江', threePlusThree, ['技术'], []],
    ['type 2: the first-choice pick replaces', threeOneTwo, ['物理', '历史'], ['历史']],
    ['type 2: a third second-choice pick is ignored', threeOneTwo, ['化学', '生物', '地理'], ['化学', '生物']],
    ['type 2: full selection', threeOneTwo, ['地理', '历史', '政治'], ['历史', '政治', '地理']],
    [
      'type 2: replacing the first choice keeps the second choices',
      threeOneTwo,
      ['物理', '化学', '生物', '历史'],
      ['历史', '化学', '生物'],
    ],
    ['unknown subjects are ignored', threeOneTwo, ['音乐'], []],
  ])('%s', (_name, info, clicks, expected) => {
    expect(clickAll(info, clicks)).toEqual(expected);
  });

  it('never exceeds a limit, never duplicates, keeps province order (any click sequence, every mode)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...modes), fc.array(fc.nat(8), { maxLength: 30 }), (info, indexes) => {
        const { first, second } = subjectGroupsOf(info);
        const all = [...first, ...second, '音乐'];
        const result = clickAll(
          info,
          indexes.map((i) => all[i % all.length]),
        );
        const limits = pickLimitsOf(info.type);
        expect(new Set(result).size).toBe(result.length);
        expect(result.filter((s) => first.includes(s)).length).toBeLessThanOrEqual(limits.first);
        expect(result.filter((s) => second.includes(s)).length).toBeLessThanOrEqual(limits.second);
        expect(result).toEqual([...first, ...second].filter((s) => result.includes(s)));
      }),
    );
  });

  it('a pick in a single-pick group always ends with that subject picked alone in its group', () => {
    fc.assert(
      fc.property(fc.constantFrom(traditional, threeOneTwo), fc.array(fc.nat(6), { maxLength: 10 }), fc.nat(1), (info, indexes, pick) => {
        const { first, second } = subjectGroupsOf(info);
        const all = [...first, ...second];
        const before = clickAll(
          info,
          indexes.map((i) => all[i % all.length]),
        );
        const subject = first[pick];
        if (before.includes(subject)) {
          return;
        }
        const after = togglePick(before, subject, info);
        expect(after.filter((s) => first.includes(s))).toEqual([subject]);
        expect(after.filter((s) => second.includes(s))).toEqual(before.filter((s) => second.includes(s)));
      }),
    );
  });
});

describe('subjectSelectionError', () => {
  it.each([
    [traditional, [], SUBJECT_MESSAGES.traditional],
    [traditional, ['理科'], null],
    [traditional, ['文科', '理科'], SUBJECT_MESSAGES.traditional],
    [threePlusThree, ['物理', '化学'], SUBJECT_MESSAGES.threeOfList],
    [threePlusThree, ['物理', '化学', '地理'], null],
    [threePlusThree, ['物理', '化学', '生物', '地理'], SUBJECT_MESSAGES.threeOfList],
    [threePlusThree, ['物理', '化学', '技术'], SUBJECT_MESSAGES.notOffered],
    [zhejiang, ['物理', '化学', '技术'], null],
    [threeOneTwo, ['化学', '生物'], SUBJECT_MESSAGES.firstChoice],
    [threeOneTwo, ['物理', '历史', '化学'], SUBJECT_MESSAGES.firstChoice],
    [threeOneTwo, ['物理', '化学'], SUBJECT_MESSAGES.secondChoice],
    [threeOneTwo, ['物理', '化学', '生物', '地理'], SUBJECT_MESSAGES.secondChoice],
    [threeOneTwo, ['物理', '化学', '化学'], SUBJECT_MESSAGES.notOffered],
    [threeOneTwo, ['历史', '政治', '地理'], null],
    [null, ['物理'], SUBJECT_MESSAGES.missingInfo],
  ] as const)('%#: %j → %s', (info, selected, expected) => {
    expect(subjectSelectionError(selected, info)).toBe(expected);
    expect(isSelectionComplete(selected, info)).toBe(expected === null);
  });
});

describe('selectSubject text', () => {
  it('builds the JSON text in province order with the province mode', () => {
    expect(buildSelectSubject(threeOneTwo, ['生物', '物理', '化学'])).toBe('{"is_new":1,"type":2,"subject":["物理","化学","生物"]}');
    expect(buildSelectSubject(traditional, ['理科'])).toBe('{"is_new":0,"type":0,"subject":["理科"]}');
  });

  it('parses what it builds (every mode, any complete or partial selection)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...modes), fc.array(fc.nat(8), { maxLength: 12 }), (info, indexes) => {
        const { first, second } = subjectGroupsOf(info);
        const all = [...first, ...second];
        const selected = clickAll(
          info,
          indexes.map((i) => all[i % all.length]),
        );
        expect(parseSelectSubject(buildSelectSubject(info, selected))).toEqual({ is_new: info.isNew, type: info.type, subject: selected });
      }),
    );
  });

  it.each(['', 'not json', '[]', 'null', '{"type":3,"subject":[]}', '{"type":1,"subject":"物理"}', '{"type":1,"subject":[1]}'])(
    'rejects %j',
    (text) => {
      expect(parseSelectSubject(text)).toBeNull();
    },
  );

  it('accepts a boolean is_new', () => {
    expect(parseSelectSubject('{"is_new":true,"type":1,"subject":["物理"]}')).toEqual({ is_new: 1, type: 1, subject: ['物理'] });
  });
});

describe('mySubjectText', () => {
  it.each([
    [['物理', '化学', '生物'], '物化生'],
    [['历史', '政治', '地理'], '史政地'],
    [['物理', '化学', '技术'], '物化技'],
    [['理科'], '理科'],
    [['文科'], '文科'],
    [[], ''],
    [null, ''],
  ])('%j → %s', (subjects, expected) => {
    expect(mySubjectText(subjects)).toBe(expected);
  });
});
