/**
 * Planning pieces several features show or query: the tier tag and the number formats of 冲稳保,
 * a line's source, the batches of the member's scope and the planning query keys. Filling, 我的志愿,
 * the analysis, the report and compare all read these; none of them owns them.
 */
export { TIER_COLORS, batchRulesText, percent, rankText, tuitionText, type BatchRulesFacts } from './format';
export { batchesQuery, fetchBatches, fillingKeys, refreshPlanning, useBatches, volunteerKeys } from './planning-queries';
export { DetailTargets, type DetailKind } from './detail-targets';
export { PlanTargetLine, TargetsProvider, fetchTargets, needText, targetsQuery, useTargets, useTargetsOfPlans } from './plan-targets';
export { longTooltip } from './long-tooltip';
export { SourceText } from './source-text';
export { TierTag } from './tier-tag';
