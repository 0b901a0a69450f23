/** Public surface of the major feature. 专业: catalogue and detail pages. */
export { MajorCatalogue } from './components/major-catalogue';
export { MajorDetailView } from './components/major-detail-view';
