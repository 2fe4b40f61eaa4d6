// What other modules may call of push (.dependency-cruiser.cjs: a module's index is its public face).
export { type PushMessage, type PushService, pushIcon, subscribedAmong } from './push.service.js';
