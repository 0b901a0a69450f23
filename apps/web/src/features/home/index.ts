/** Public surface of the home feature. Home page pieces. */
export { HomeBanner } from './components/home-banner';
export { QuickEntries } from './components/quick-entries';
