/** Reference data of the score-info dialog (provinces, exam categories, configs, dictionaries) as typed data, and its seeder. */
export { isReferenceDataEmpty, seedReferenceData } from './seed';
