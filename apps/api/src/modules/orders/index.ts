// What other modules may call of orders (.dependency-cruiser.cjs: a module's index is its public face).
export { refuseOpenOrdersOf } from './orders.service.js';
