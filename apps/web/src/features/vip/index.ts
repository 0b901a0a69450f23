/** Public surface of the vip feature. VIP: the header entry, the purchase dialog, the state card, orders and the introduction page pieces. */
export { MyOrders } from './components/my-orders';
export { PurchaseNotes } from './components/purchase-notes';
export { VipCompare } from './components/vip-compare';
export { VipDialog } from './components/vip-dialog';
export { VipEntry } from './components/vip-entry';
export { VipHighlights } from './components/vip-highlights';
export { VipStateCard } from './components/vip-state-card';
export { loadPendingPayment } from './pending-payment';
