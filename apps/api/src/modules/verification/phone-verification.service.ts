// Phone verification by SMS (docs/RULES.md, Téléphone et SMS): the e-mail code's rules (EMAIL_CODE: 5 digits, 600 s, a new code
// after 120 s, burnt after 5 wrong tries) on the account's number, plus the SMS limits (limited-send.ts).
// Success sets isPhoneVerified; a new number given to send-code replaces the account's and clears it.
import {
  e164,
  type PendingCodeResponse,
  PHONE_MSG,
  phoneRuleError,
  type SendCodeResponse,
  SMS_TEXT,
} from '@sugu/domain';
import type { Database } from '../../db/client.js';
import { AppError, conflict, invalid } from '../../lib/errors.js';
import type { UserRow } from '../../session/session.js';
import { type SmsDeps, sendLimitedSms } from '../../sms/limited-send.js';
import * as repo from './verification.repository.js';
import { type CodeToSend, checkResendDelay, issueCode, pendingOf, useCode } from './verification.service.js';

type PhoneUser = Pick<UserRow, 'id' | 'phone' | 'dialCode' | 'country' | 'isPhoneVerified'>;

function numberOf(user: Pick<UserRow, 'phone' | 'dialCode'>): string {
  const phone = e164(user.dialCode, user.phone);
  if (!phone) throw invalid(PHONE_MSG.phoneMissing, undefined, 'phone_missing');
  return phone;
}

const alreadyVerified = () => conflict(PHONE_MSG.phoneAlreadyVerified, 'phone_already_verified');

/** The code by SMS, within the SMS limits (429 'sms_limit'); a provider's refusal answers 503 'sms_failed'. */
function smsCode(deps: SmsDeps, userId: string, phone: string, now: Date): CodeToSend {
  return {
    purpose: 'phone',
    address: phone,
    deliver: async (code) => {
      let outcome: 'sent' | 'limited';
      try {
        outcome = await sendLimitedSms(
          deps,
          { to: phone, text: SMS_TEXT.code(code), userId, kind: 'code' },
          now,
        );
      } catch (error) {
        throw Object.assign(new AppError(503, 'sms_failed', PHONE_MSG.smsSendFailed), { cause: error });
      }
      if (outcome === 'limited') throw new AppError(429, 'sms_limit', PHONE_MSG.smsLimitReached);
    },
  };
}

export async function sendPhoneCode(
  deps: SmsDeps,
  user: PhoneUser,
  newPhone: string | undefined,
  now: Date,
): Promise<SendCodeResponse> {
  const changing = newPhone !== undefined && newPhone !== user.phone;
  if (user.isPhoneVerified && !changing) throw alreadyVerified();
  // A new number follows the account's country's rule, as at sign-up.
  const refused = changing ? phoneRuleError(user.country, newPhone) : null;
  if (refused) throw invalid(refused, { phone: refused }, 'phone_invalid');
  const phone = numberOf({ dialCode: user.dialCode, phone: changing ? newPhone : user.phone });
  return issueCode(deps, user, smsCode(deps, user.id, phone, now), now, async (tx) => {
    await checkResendDelay(tx, user.id, 'phone', phone, now);
    if (changing) await repo.setPhone(tx, user.id, newPhone);
  });
}

/** What is left of the code already sent to the account's number. */
export function pendingPhoneCode(db: Database, user: PhoneUser, now: Date): Promise<PendingCodeResponse> {
  if (user.isPhoneVerified) throw alreadyVerified();
  return pendingOf(db, user.id, 'phone', numberOf(user), now);
}

export async function verifyPhoneCode(
  db: Database,
  user: PhoneUser,
  code: string,
  now: Date,
): Promise<{ message: string }> {
  if (user.isPhoneVerified) throw alreadyVerified();
  await useCode(db, user.id, 'phone', numberOf(user), code, now, (tx) => repo.markPhoneVerified(tx, user.id));
  return { message: PHONE_MSG.phoneVerified };
}
