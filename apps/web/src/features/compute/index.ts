/** Public surface of the compute feature. 算综合分: the composite-score calculator page. */
export { ComputeView } from './components/compute-view';
