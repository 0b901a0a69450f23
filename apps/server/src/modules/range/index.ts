/** Public surface of the range module. 一分一段 and rank lookups. */
export { rankPictureOf, resolveCategoryScope } from './range.service';
export { testsRankOf } from './tests-rank';
