/** 学生工作台 (docs/workspace.md): what the routes and other features use of it. */
export { ExpertOnly } from './components/expert-only';
export { WorkspaceOverview } from './components/workspace-overview';
export { StudentView } from './components/student-view';
export { ComparePlans } from './components/compare-plans';
export { AllReports, StudentReport } from './components/reports-view';
export { type CompareSelection } from './api';
export { compareSelectionOf } from './student-filters';
