/** Public surface of the admission module. Admission and plan lines of past years (read by school and major pages). */
export { listAdmissionLines, listPlanLines } from './admission.repository';
