// Which operations need a confirmed PIN (the single-use grant of POST /api/User/confirm-pin).
// Always: recharge, withdrawal, order, profile edit, security preferences (twoFactorCashOut,
// usePinForAllOperation). With usePinForAllOperation on, also: notification preferences and the profile
// picture, so every change to the account or its money goes through the PIN.
import type { UserRow } from '../../session/session.js';

export type PinOperation = 'notificationPreferences' | 'profilePicture';

export function needsPin(user: Pick<UserRow, 'usePinForAllOperation'>, _operation: PinOperation): boolean {
  return user.usePinForAllOperation;
}
