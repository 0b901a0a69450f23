export { useCoverage } from './api';
export { CoverageView } from './components/coverage-view';
export { CoverageLink } from './components/coverage-link';
