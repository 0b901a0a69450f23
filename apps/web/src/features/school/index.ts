/** Public surface of the school feature. 院校: list, filters and detail pages. */
export { SchoolDetailView } from './components/school-detail-view';
export { SchoolFilters } from './components/school-filters';
export { SchoolList } from './components/school-list';
export { prefetchProvinces, prefetchSchoolList } from './api';
