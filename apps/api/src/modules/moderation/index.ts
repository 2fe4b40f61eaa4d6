// What other modules may call of moderation (.dependency-cruiser.cjs: a module's index is its public face):
// the operator's services, run in the console's transaction.
export {
  type ModerationEnv,
  resolveReport,
  suspendUser,
  unsuspendUser,
} from './resolution.service.js';
