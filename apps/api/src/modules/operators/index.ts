// What other modules may call of operators (.dependency-cruiser.cjs: a module's index is its public face):
// the guard, the audited action and the audited read every /api/Admin route of theirs uses.
export {
  operatorAction,
  recordView,
  requireOperator,
} from './operators.service.js';
