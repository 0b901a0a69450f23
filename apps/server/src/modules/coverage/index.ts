export { registerCoverageRoutes } from './coverage.routes';
