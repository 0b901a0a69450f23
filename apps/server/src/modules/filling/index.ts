/** Public surface of the filling module. 模拟填报: the planning universe (a scope's plans with their lines), its evaluation for a member, recommendations. */
export { isVip, memberPlanning, type PlanningContext, planningIn } from './filling.service';
export { tableFinder } from './universe-lookups';
export { clearUniverseCache } from './plan-universe';
export { loadUniverse } from './plan-universe.repository';
export { tuitionYuan, type UniverseBatch } from './universe';
export {
  ensureReferencePlans,
  markReferenceBuilt,
  type ReferenceScope,
  type ReferenceSyncResult,
  syncReferencePlans,
} from './reference-plans';
export { freePlanIdsOf } from './free-set';
