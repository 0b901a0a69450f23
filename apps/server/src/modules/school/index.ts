/** Public surface of the school module. 院校 list and detail. */
export { syllablesOf } from './school-pinyin';
export { schoolDetailOf } from './school.service';
