/** Public surface of the search feature. Global search in the header. */
export { GlobalSearch } from './components/global-search';
