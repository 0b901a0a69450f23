/** Public surface of the compare feature. 院校/专业对比: the compare button any list can show, the tray in the layout, the compare page. */
export { CompareButton } from './components/compare-button';
export { CompareTray } from './components/compare-tray';
export { CompareView } from './components/compare-view';
export { useCompareSelection } from './compare-selection';
