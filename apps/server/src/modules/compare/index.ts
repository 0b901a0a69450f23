/** Public surface of the compare module. 院校/专业对比. */
export { registerCompareRoutes } from './compare.routes';
