/** Public surface of the guide feature. 填报指南 page sections. */
export { GuideSections } from './components/guide-sections';
