/** Public surface of the feedback feature. 意见反馈 form (我的). */
export { FeedbackForm } from './components/feedback-form';
