// What other modules may call of users (.dependency-cruiser.cjs: a module's index is its public face).

export { createOperator, demoteOperator, promoteOperator } from './operator-accounts.service.js';
export { consumePinGrant } from './pin.service.js';
export {
  liftEndedSuspensions,
  refuseSuspended,
  suspendAccount,
  suspensionMessage,
  unsuspendAccount,
} from './suspension.service.js';
export { presentMe } from './users.presenter.js';
export { findAccount } from './users.service.js';
