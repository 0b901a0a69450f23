/** Public surface of the filling feature. 模拟填报: recommendations of the member's batch, and the official lines overview (also on 一分一段). */
export { FillingView } from './components/filling-view';
export { OfficialOverview } from './components/official-overview';
export { prefetchFilling } from './api';
