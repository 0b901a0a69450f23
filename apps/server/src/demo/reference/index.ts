/** Reference data of the score-info dialog (provinces, exam categories, configs, dictionaries) as typed data, and its seeder. */
export { isReferenceDataEmpty, seedReferenceData, type ReferenceSeedReport } from './seed';
export { PROVINCES } from './provinces';
export { EXAM_CATEGORY_TEMPLATES } from './categories';
