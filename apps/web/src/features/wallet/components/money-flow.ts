// The steps both wallet forms take: the PIN check first (the flow stops on failure), then
// the operation; any unexpected failure reads 'Une erreur s'est produite'.
import { WALLET_MSG } from '@sugu/domain';
import { confirmPin } from '../../../entities/session/api/confirm-pin';
import { countdown } from '../../../entities/session/pin-lock';
import { pinText } from '../../../entities/session/text';
import { ApiError } from '../../../shared/lib/api';

export type FlowResult<T> = { ok: true; value: T } | { ok: false; pinRejected: boolean; message: string };

export async function withPin<T>(pin: string, email: string, run: () => Promise<T>): Promise<FlowResult<T>> {
  try {
    await confirmPin(pin, email);
  } catch (err) {
    const message =
      err instanceof ApiError && err.code === 'pin_locked' && err.retryAfterSeconds !== null
        ? pinText.lockedFor(countdown(err.retryAfterSeconds * 1000))
        : err instanceof ApiError && err.status < 500
          ? err.message
          : WALLET_MSG.pinCheckFailed;
    return { ok: false, pinRejected: true, message };
  }
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    // A rule the server names (balance, code, limits) is worth showing; anything else is the generic text.
    const message =
      err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401
        ? err.message
        : WALLET_MSG.genericError;
    return { ok: false, pinRejected: false, message };
  }
}
