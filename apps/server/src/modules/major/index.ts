/** Public surface of the major module. 专业 catalogue and detail. */
export { listSchoolsOfMajor } from './major.repository';
export { majorDetailOf, registerMajorRoutes } from './major.routes';
