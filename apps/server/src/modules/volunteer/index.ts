/** Public surface of the volunteer module. 我的志愿: a member's tables, their entries and rules, analysis, report, export. */
export { volunteerReportOf } from './volunteer-report';
export { ownedTable } from './volunteer-scope';
export { volunteerAnalysisOf, volunteerDetailOf } from './volunteer-detail';
export { listTables, type TableListRow } from './volunteer.repository';
