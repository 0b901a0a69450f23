/** Public surface of the volunteer feature. 我的志愿: the member's tables (list, detail), adding a plan to a table, and what a missing table looks like to other pages. */
export {
  TABLE_MISSING_CODES,
  isTableMissing,
  prefetchTableDetail,
  prefetchTables,
  usePlacePlan,
  useTables,
  type VolunteerPlanPlaced,
} from './api';
export { ViolationList } from './components/violation-list';
export { VolunteerDetailView } from './components/volunteer-detail-view';
export { VolunteerTables } from './components/volunteer-tables';
