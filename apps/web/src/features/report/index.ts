/** Public surface of the report feature. 志愿报告: a table's report, own or shared by link. */
export { useReport, useSharedReport } from './api';
export { ReportView } from './components/report-view';
export { ReportToolbar } from './components/report-toolbar';
