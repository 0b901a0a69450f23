/**
 * Gaokao subject selection (选科, docs/domain.md, Provinces and subject modes): three province modes, the pick limits of each,
 * the click rule (picks beyond the limit are ignored, a single pick replaces), and the
 * `selectSubject` JSON text stored with a score profile.
 */
import { isRecord } from './guards';

/** 0 traditional 文理分科, 1 = 3+3 (any 3), 2 = 3+1+2 (1 首选 + 2 再选). */
export type SubjectMode = 0 | 1 | 2;

export const SUBJECT_MODES = { traditional: 0, threePlusThree: 1, threePlusOnePlusTwo: 2 } as const;

/** Separator of the subject lists in a province's subject info. */
export const SUBJECT_SEPARATOR = '、';

/** A province's subject info as `getProvinceNemtInfo` answers it. */
export interface ProvinceSubjectInfo {
  type: SubjectMode;
  /** 1 when the province runs the new gaokao (3+3 or 3+1+2). */
  isNew: number;
  /** Subjects of the first group, joined by 、 (文科、理科 / the 3+3 list / 物理、历史). */
  firstChoiceSubject: string;
  /** Subjects of the second group, joined by 、 (3+1+2 only; empty otherwise). */
  secondChoiceSubject: string;
}

/** The `selectSubject` JSON text: `{"is_new":1,"type":2,"subject":["物理","化学","生物"]}`. */
export interface SelectSubject {
  is_new: number;
  type: SubjectMode;
  subject: string[];
}

export interface PickLimits {
  first: number;
  second: number;
}

export const SUBJECT_MESSAGES = {
  traditional: '请选择文科或理科',
  threeOfList: '请选择3门选考科目',
  firstChoice: '请选择1门首选科目',
  secondChoice: '请选择2门再选科目',
  notOffered: '所选科目不在本省可选范围内',
  missingInfo: '请选择选科',
} as const;

const SHORT_NAMES: Record<string, string> = {
  物理: '物',
  化学: '化',
  生物: '生',
  政治: '政',
  思想政治: '政',
  历史: '史',
  地理: '地',
  技术: '技',
};

/** Splits a 、-joined subject list. */
export function splitSubjects(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(SUBJECT_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** How many subjects each group takes in a mode. */
export function pickLimitsOf(type: SubjectMode): PickLimits {
  switch (type) {
    case 0:
      return { first: 1, second: 0 };
    case 1:
      return { first: 3, second: 0 };
    case 2:
      return { first: 1, second: 2 };
  }
}

/** The two groups of a province as lists. */
export function subjectGroupsOf(info: ProvinceSubjectInfo): { first: string[]; second: string[] } {
  return { first: splitSubjects(info.firstChoiceSubject), second: splitSubjects(info.secondChoiceSubject) };
}

/** Puts picked subjects in the province's own order (first group, then second), dropping duplicates. */
export function orderSubjects(selected: readonly string[], info: ProvinceSubjectInfo): string[] {
  const { first, second } = subjectGroupsOf(info);
  return [...first, ...second].filter((s) => selected.includes(s));
}

/**
 * One click on a subject: an unpicked subject is added, a picked one removed. In a group that
 * takes a single subject the new pick replaces the old; in other groups a pick beyond the limit
 * is ignored. Subjects the province does not offer are ignored.
 */
export function togglePick(selected: readonly string[], subject: string, info: ProvinceSubjectInfo): string[] {
  const groups = subjectGroupsOf(info);
  const limits = pickLimitsOf(info.type);
  const group = groups.first.includes(subject) ? groups.first : groups.second.includes(subject) ? groups.second : null;
  if (!group) {
    return [...selected];
  }
  if (selected.includes(subject)) {
    return selected.filter((s) => s !== subject);
  }
  const limit = group === groups.first ? limits.first : limits.second;
  const inGroup = selected.filter((s) => group.includes(s));
  if (limit === 1) {
    return orderSubjects([...selected.filter((s) => !group.includes(s)), subject], info);
  }
  if (inGroup.length >= limit) {
    return [...selected];
  }
  return orderSubjects([...selected, subject], info);
}

/** The first thing wrong with a selection for a province's mode, or null when it is complete. */
export function subjectSelectionError(selected: readonly string[], info: ProvinceSubjectInfo | null): string | null {
  if (!info) {
    return SUBJECT_MESSAGES.missingInfo;
  }
  const { first, second } = subjectGroupsOf(info);
  const limits = pickLimitsOf(info.type);
  if (new Set(selected).size !== selected.length || selected.some((s) => !first.includes(s) && !second.includes(s))) {
    return SUBJECT_MESSAGES.notOffered;
  }
  const firstCount = selected.filter((s) => first.includes(s)).length;
  const secondCount = selected.filter((s) => second.includes(s)).length;
  if (firstCount !== limits.first) {
    return info.type === 0 ? SUBJECT_MESSAGES.traditional : info.type === 1 ? SUBJECT_MESSAGES.threeOfList : SUBJECT_MESSAGES.firstChoice;
  }
  if (secondCount !== limits.second) {
    return SUBJECT_MESSAGES.secondChoice;
  }
  return null;
}

export function isSelectionComplete(selected: readonly string[], info: ProvinceSubjectInfo | null): boolean {
  return subjectSelectionError(selected, info) === null;
}

/** The `selectSubject` text to send: the province's mode and the picks in the province's order. */
export function buildSelectSubject(info: ProvinceSubjectInfo, selected: readonly string[]): string {
  const value: SelectSubject = { is_new: info.isNew ? 1 : 0, type: info.type, subject: orderSubjects(selected, info) };
  return JSON.stringify(value);
}

/** Reads a stored `selectSubject` text; null when it is empty or not the expected shape. */
export function parseSelectSubject(text: string | null | undefined): SelectSubject | null {
  if (!text) {
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) {
    return null;
  }
  const { is_new: isNew, type, subject } = raw;
  if (type !== 0 && type !== 1 && type !== 2) {
    return null;
  }
  if (!Array.isArray(subject) || !subject.every((s) => typeof s === 'string')) {
    return null;
  }
  return { is_new: isNew === 1 || isNew === true ? 1 : 0, type, subject: [...subject] };
}

/**
 * The short subject text shown with a profile: initials run together in the stored order
 * (物理、化学、生物 → 物化生; 历史、政治、地理 → 史政地); a traditional pick shows whole (理科 / 文科).
 */
export function mySubjectText(subjects: readonly string[] | null | undefined): string {
  if (!subjects || subjects.length === 0) {
    return '';
  }
  if (subjects.length === 1 && (subjects[0] === '文科' || subjects[0] === '理科')) {
    return subjects[0];
  }
  return subjects.map((s) => SHORT_NAMES[s] ?? s.slice(0, 1)).join('');
}
