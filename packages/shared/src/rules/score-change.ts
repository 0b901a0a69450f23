/**
 * Change limits of a saved score profile (docs/product-behaviour.md, Score profile): province and category lock after the
 * first save, and a published (已出分) score may change only while its count lasts. Super VIP is
 * unlimited. The dialog uses the plan to lock fields and pick its confirm; the server applies the
 * same plan and spends the counts.
 */

export const SCORE_STATUS = { published: '已出分', unpublished: '未出分' } as const;
export type ScoreStatus = (typeof SCORE_STATUS)[keyof typeof SCORE_STATUS];

/** 已出分 once the official release time (Unix seconds) has passed; 未出分 before it or when unknown. */
export function scoreStatusAt(releaseTime: number | null | undefined, nowSeconds: number): ScoreStatus {
  return releaseTime != null && nowSeconds >= releaseTime ? SCORE_STATUS.published : SCORE_STATUS.unpublished;
}

/** Both statuses from a province time config (getItem's release times). */
export function scoreStatusesAt(
  config: { cultureScoreReleaseTime: number | null; testsScoreReleaseTime: number | null } | null,
  nowSeconds: number,
): ScoreStatuses {
  return {
    cultureScoreStatus: scoreStatusAt(config?.cultureScoreReleaseTime, nowSeconds),
    testsScoreStatus: scoreStatusAt(config?.testsScoreReleaseTime, nowSeconds),
  };
}

/** Remaining changes, as `getMemberNemtInfoModifyNum` answers them. */
export interface ModifyCounts {
  provinceModifyNumSurplus: number;
  examModifyNumSurplus: number;
  cultureScoreModifyNumSurplus: number;
  testsScoreModifyNumSurplus: number;
  nemtRankingModifyNumSurplus: number;
}

/** Whether each score has been published, as `getMemberNemtInfoModifyNum` answers it. */
export interface ScoreStatuses {
  cultureScoreStatus: ScoreStatus;
  testsScoreStatus: ScoreStatus;
}

/** The counted fields of a profile, saved or about to be saved. */
export interface ProfileFacts {
  provinceId: number;
  examCategoryId: number;
  cultureScore: number;
  testsScore: number;
  nemtRanking?: number | null;
}

export type ModifyCountKey = keyof ModifyCounts;

/** Refusals when a count is used up (the last three are the product's fixed wording). */
export const MODIFY_LIMIT_MESSAGES: Record<ModifyCountKey, string> = {
  provinceModifyNumSurplus: '您的高考地区修改次数不足',
  examModifyNumSurplus: '您的科类修改次数不足',
  cultureScoreModifyNumSurplus: '您的高考成绩修改次数不足',
  testsScoreModifyNumSurplus: '您的统考成绩修改次数不足',
  nemtRankingModifyNumSurplus: '我的位次修改次数不足',
};

/** What each count is called in the last-change warning. */
export const MODIFY_COUNT_LABELS: Record<ModifyCountKey, string> = {
  provinceModifyNumSurplus: '高考地区',
  examModifyNumSurplus: '科类',
  cultureScoreModifyNumSurplus: '高考成绩',
  testsScoreModifyNumSurplus: '统考成绩',
  nemtRankingModifyNumSurplus: '位次',
};

export type ProfileChangePlan =
  | {
      allowed: true;
      /** Counts this save spends, one each, in check order. */
      countsToSpend: ModifyCountKey[];
      /** A spent count is at exactly 1: warn that it cannot be changed afterwards. */
      needsLastChangeWarning: boolean;
      /** First save or super VIP: confirm the region (regionConfirmMessage). */
      needsRegionConfirm: boolean;
    }
  | { allowed: false; message: string; countKey: ModifyCountKey };

const sameScore = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** The confirm shown on a first-time or super-VIP save. */
export function regionConfirmMessage(provinceName: string, examCategoryName: string): string {
  return `高考地区一经确认不可修改，您确认选择${provinceName}（${examCategoryName}）吗？`;
}

/** The confirm shown when a save spends the last change of something. */
export function lastChangeWarningMessage(keys: readonly ModifyCountKey[]): string {
  const names = keys.map((k) => MODIFY_COUNT_LABELS[k]).join('、');
  return `您的${names}仅剩1次修改机会，本次修改后将不能再修改，确认保存吗？`;
}

/** Which counts a change from `existing` to `next` needs, before looking at what remains. */
export function countsNeeded(existing: ProfileFacts, next: ProfileFacts, status: ScoreStatuses): ModifyCountKey[] {
  const keys: ModifyCountKey[] = [];
  if (existing.provinceId !== next.provinceId) {
    keys.push('provinceModifyNumSurplus');
  } else if (existing.examCategoryId !== next.examCategoryId) {
    keys.push('examModifyNumSurplus');
  }
  const published = status.cultureScoreStatus === SCORE_STATUS.published;
  if (published && !sameScore(existing.cultureScore, next.cultureScore)) {
    keys.push('cultureScoreModifyNumSurplus');
  }
  if (status.testsScoreStatus === SCORE_STATUS.published && !sameScore(existing.testsScore, next.testsScore)) {
    keys.push('testsScoreModifyNumSurplus');
  }
  // The ranking comes out with the culture score; entering it for the first time is free.
  if (published && existing.nemtRanking != null && existing.nemtRanking !== (next.nemtRanking ?? null)) {
    keys.push('nemtRankingModifyNumSurplus');
  }
  return keys;
}

/**
 * Decides a save. A first save is always allowed and confirms the region; super VIP is never
 * counted. Otherwise every needed count must be above 0, or the save is refused with the
 * message of the first exhausted one (server code 10007).
 */
export function planProfileChange(
  existing: ProfileFacts | null,
  next: ProfileFacts,
  counts: ModifyCounts,
  isSuperVip: boolean,
  status: ScoreStatuses,
): ProfileChangePlan {
  if (!existing || isSuperVip) {
    return { allowed: true, countsToSpend: [], needsLastChangeWarning: false, needsRegionConfirm: true };
  }
  const needed = countsNeeded(existing, next, status);
  const exhausted = needed.find((k) => counts[k] <= 0);
  if (exhausted) {
    return { allowed: false, message: MODIFY_LIMIT_MESSAGES[exhausted], countKey: exhausted };
  }
  return {
    allowed: true,
    countsToSpend: needed,
    needsLastChangeWarning: needed.some((k) => counts[k] === 1),
    needsRegionConfirm: false,
  };
}

/** The counts of a plan that are at their last change, for lastChangeWarningMessage. */
export function lastChangeKeys(plan: ProfileChangePlan, counts: ModifyCounts): ModifyCountKey[] {
  return plan.allowed ? plan.countsToSpend.filter((k) => counts[k] === 1) : [];
}

/**
 * Which region selects the dialog disables: after the first save the province locks at 0
 * province changes, and the category (within the saved province) at 0 category changes.
 */
export function regionLocks(
  existing: Pick<ProfileFacts, 'provinceId'> | null,
  nextProvinceId: number | null | undefined,
  counts: ModifyCounts,
  isSuperVip: boolean,
): { provinceLocked: boolean; examCategoryLocked: boolean } {
  if (!existing || isSuperVip) {
    return { provinceLocked: false, examCategoryLocked: false };
  }
  const provinceLocked = counts.provinceModifyNumSurplus <= 0;
  const sameProvince = nextProvinceId == null || nextProvinceId === existing.provinceId;
  return { provinceLocked, examCategoryLocked: sameProvince && counts.examModifyNumSurplus <= 0 };
}
