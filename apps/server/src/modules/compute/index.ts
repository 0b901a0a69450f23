/** Public surface of the compute module. 算综合分: the composite-score calculator. */
export { registerComputeRoutes } from './compute.routes';
