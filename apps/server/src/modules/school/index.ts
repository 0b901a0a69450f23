/** Public surface of the school module. 院校 list and detail, and the keyword/pinyin matching search reuses. */
export { schoolKeywordConditions, schoolKeywordMatch } from './school-keyword';
export { syllablesOf } from './school-pinyin';
export { listSchools } from './school.repository';
export { registerSchoolRoutes, schoolDetailOf } from './school.routes';
