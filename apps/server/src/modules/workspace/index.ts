/** 学生工作台 (docs/workspace.md): the routes are the module's whole public surface. */
export { registerWorkspaceRoutes } from './workspace.routes';
