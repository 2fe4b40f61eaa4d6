// What other modules may call of orders (.dependency-cruiser.cjs: a module's index is its public face).
export { endDisputedOrder, markOrderDisputed, resumeOrderAfterDispute } from './order-disputes.js';
export { adminOrderFacts, orderLink } from './orders.presenter.js';
export type { OrderRow } from './orders.repository.js';
export {
  findOrderByReference,
  refuseOpenOrdersOf,
  requireParty as requireOrderParty,
} from './orders.service.js';
