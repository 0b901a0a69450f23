/** Public surface of the feedback module. 意见反馈 from members. */
export { registerFeedbackRoutes } from './feedback.routes';
