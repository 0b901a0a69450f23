/** Public surface of the major module. 专业 catalogue and detail. */
export { listSchoolsOfMajor } from './major.repository';
export { majorDetailOf } from './major.service';
