/** Public surface of the vip module. VIP cards, orders, payment and grants. */
export { recordPaymentEvent } from './payment-event.repository';
export { settlePaidOrder } from './payment-notification';
export { findCardById, findFirstCardOfLevel, type VipCardRow } from './vip-card.repository';
export { grantVip } from './vip-grant';
export { findOrder, statusOf, type VipOrderRow } from './vip-order.repository';
