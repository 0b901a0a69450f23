/**
 * Hard requirements of a plan (docs/domain.md, Volunteer tables): a plan the member does not qualify
 * for is excluded, whatever its probability, and says which requirement failed.
 *
 * - 双过线: the culture and 统考 control lines of the plan's batch for the member's category, and
 *   the composite line where the province publishes one. This year's line when published; else
 *   the newest published one, and the reason says so (an estimate, but a candidate below last
 *   year's line is very unlikely to clear this year's).
 * - The school's own culture / 统考 minimums (independent art colleges set their own).
 * - The subject requirement (选科): `物理`, `物理+化学` (all of), `物理/历史` or `物理或历史` (any of);
 *   empty or 不限 means none.
 * - Single-subject minimums (外语 / 语文 ≥ n). A minimum on a subject the profile does not hold is
 *   a warning to check, not an exclusion.
 */

export type ExclusionCode =
  'cultureLine' | 'testsLine' | 'compositeLine' | 'cultureRequirement' | 'testsRequirement' | 'subject' | 'subjectMinimum';

export interface Exclusion {
  code: ExclusionCode;
  /** Chinese reason shown in the row. */
  message: string;
}

export interface ControlLine {
  year: number;
  batchName: string;
  /** Each of the three lines only where the province publishes it. */
  culture: number | null;
  tests: number | null;
  composite: number | null;
  /** False when the line is an earlier year's, standing in for this year's. */
  current: boolean;
}

export interface PlanRequirements {
  line: ControlLine | null;
  cultureRequirement: number | null;
  testsRequirement: number | null;
  subjectRequirement: string | null;
  subjectMinimums: readonly { subject: string; minScore: number }[];
}

export interface MemberFacts {
  culture: number;
  tests: number;
  /** Composite under the province's formula (what the batch's composite line is in). */
  composite: number;
  english: number | null;
  chinese: number | null;
  /** Chosen subjects (选科), e.g. ['历史', '政治', '地理']; 文科/理科 in traditional provinces. */
  subjects: readonly string[];
}

export interface EligibilityResult {
  exclusions: Exclusion[];
  /** Requirements that could not be checked against the profile. */
  warnings: string[];
}

/** Which requirements the member fails. */
export function checkEligibility(req: PlanRequirements, member: MemberFacts): EligibilityResult {
  return checkWithSharedParts(req, member, lineResult(req.line, member), meetsSubjectRequirement(req.subjectRequirement, member.subjects));
}

/**
 * Nothing failed, nothing to check by hand: shared by most plans. Frozen, so a caller that tried
 * to add to a shared result would fail at once instead of changing every plan's.
 */
export const ELIGIBLE: EligibilityResult = frozen([], []);

/**
 * checkEligibility with the parts many plans share worked out beforehand: the batch line's result
 * (lineResult: the same for every plan of a batch) and whether the subjects meet the plan's
 * requirement (the same for every member of a subject combination). The engine evaluates thousands
 * of plans per member; a plan that fails nothing of its own shares the batch's frozen result (a
 * member below the batch line fails it on every plan), and one that fails only the subjects shares
 * one per requirement text.
 */
export function checkWithSharedParts(
  req: PlanRequirements,
  member: MemberFacts,
  fromLine: EligibilityResult,
  subjectsMet: boolean,
): EligibilityResult {
  const ownPlain =
    subjectsMet &&
    req.subjectMinimums.length === 0 &&
    (req.cultureRequirement == null || member.culture >= req.cultureRequirement) &&
    (req.testsRequirement == null || member.tests >= req.testsRequirement);
  if (ownPlain) {
    return fromLine;
  }
  const onlySubjects =
    req.subjectMinimums.length === 0 &&
    (req.cultureRequirement == null || member.culture >= req.cultureRequirement) &&
    (req.testsRequirement == null || member.tests >= req.testsRequirement);
  if (onlySubjects) {
    return withSubjectFailure(fromLine, req.subjectRequirement);
  }
  const exclusions: Exclusion[] = [...fromLine.exclusions];
  const warnings: string[] = [...fromLine.warnings];
  if (req.cultureRequirement != null && member.culture < req.cultureRequirement) {
    exclusions.push({
      code: 'cultureRequirement',
      message: `文化成绩${fmt(member.culture)}分低于该校要求的${fmt(req.cultureRequirement)}分`,
    });
  }
  if (req.testsRequirement != null && member.tests < req.testsRequirement) {
    exclusions.push({ code: 'testsRequirement', message: `统考成绩${fmt(member.tests)}分低于该校要求的${fmt(req.testsRequirement)}分` });
  }
  if (!subjectsMet) {
    exclusions.push(subjectExclusion(req.subjectRequirement));
  }
  for (const min of req.subjectMinimums) {
    const score = subjectScoreOf(min.subject, member);
    if (score === undefined) {
      warnings.push(`该专业要求${min.subject}单科不低于${fmt(min.minScore)}分，成绩档案中没有这一科，请自行核对`);
    } else if (score === null) {
      warnings.push(`该专业要求${min.subject}单科不低于${fmt(min.minScore)}分，你尚未填写${min.subject}成绩`);
    } else if (score < min.minScore) {
      exclusions.push({ code: 'subjectMinimum', message: `${min.subject}单科${fmt(score)}分低于要求的${fmt(min.minScore)}分` });
    }
  }
  return { exclusions, warnings };
}

function subjectExclusion(requirement: string | null): Exclusion {
  return { code: 'subject', message: `选科不符合要求（要求：${requirement}）` };
}

// The results of plans that fail only their subject requirement, by the batch's line result and
// the requirement: kept as long as the line result (one evaluation's) lives.
const subjectFailures = new WeakMap<EligibilityResult, Map<string | null, EligibilityResult>>();

function withSubjectFailure(fromLine: EligibilityResult, requirement: string | null): EligibilityResult {
  let byRequirement = subjectFailures.get(fromLine);
  if (!byRequirement) {
    byRequirement = new Map();
    subjectFailures.set(fromLine, byRequirement);
  }
  let result = byRequirement.get(requirement);
  if (!result) {
    result = frozen([...fromLine.exclusions, subjectExclusion(requirement)], [...fromLine.warnings]);
    byRequirement.set(requirement, result);
  }
  return result;
}

/** What a batch's control line alone gives the member (lineExclusions, no warnings), frozen to be shared by the batch's plans. */
export function lineResult(line: ControlLine | null, member: MemberFacts): EligibilityResult {
  const exclusions = lineExclusions(line, member);
  return exclusions.length === 0 ? ELIGIBLE : frozen(exclusions, []);
}

function frozen(exclusions: Exclusion[], warnings: string[]): EligibilityResult {
  for (const part of [exclusions, warnings, ...exclusions]) {
    Object.freeze(part);
  }
  return Object.freeze({ exclusions, warnings });
}

/** The exclusions a batch's control line makes for the member (double 过线: culture, 统考, composite). */
function lineExclusions(line: ControlLine | null, member: MemberFacts): Exclusion[] {
  const exclusions: Exclusion[] = [];
  if (!line) {
    return exclusions;
  }
  const which = line.current ? `${line.year}年${line.batchName}` : `${line.year}年${line.batchName}（今年线未公布，按最近一年）`;
  if (line.culture != null && member.culture < line.culture) {
    exclusions.push({ code: 'cultureLine', message: `文化成绩${fmt(member.culture)}分低于${which}文化控制线${fmt(line.culture)}分` });
  }
  if (line.tests != null && member.tests < line.tests) {
    exclusions.push({ code: 'testsLine', message: `统考成绩${fmt(member.tests)}分低于${which}专业控制线${fmt(line.tests)}分` });
  }
  if (line.composite != null && member.composite < line.composite) {
    exclusions.push({ code: 'compositeLine', message: `综合分${fmt(member.composite)}低于${which}综合分控制线${fmt(line.composite)}` });
  }
  return exclusions;
}

/** True when the chosen subjects satisfy a requirement text. */
export function meetsSubjectRequirement(requirement: string | null, subjects: readonly string[]): boolean {
  const text = (requirement ?? '').replace(/\s/g, '');
  if (text === '' || text === '不限' || text === '不提科目要求') {
    return true;
  }
  const chosen = new Set(subjects);
  return text.split(/[/或]/).some((alternative) =>
    alternative
      .split(/[+＋和、]/)
      .filter(Boolean)
      .every((s) => chosen.has(s)),
  );
}

/** A single subject's score: undefined when the profile has no such subject, null when not filled in. */
function subjectScoreOf(subject: string, member: MemberFacts): number | null | undefined {
  if (['外语', '英语'].includes(subject)) {
    return member.english;
  }
  if (subject === '语文') {
    return member.chinese;
  }
  return undefined;
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '');
}
