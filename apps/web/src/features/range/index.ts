/** Public surface of the range feature. 一分一段 / 位次: the range page. */
export { RangeView } from './components/range-view';
