// Phone verification by SMS, the SMS limits and the texts that leave by SMS or e-mail (docs/RULES.md, Téléphone et SMS).
// The phone code follows the e-mail code's rules (EMAIL_CODE: length, lifetime, resend delay, wrong tries).
import { z } from 'zod';
import { phoneField, VERIFICATION_CODE } from './auth.js';
import { EMAIL_CODE } from './constants.js';
import { localized } from './i18n.js';
import { MSG } from './messages.js';

/** Each SMS costs money: what one user or one number may receive (docs/RULES.md). */
export const SMS = {
  /** Every SMS (codes, orders, digests) to one account in a sliding hour. */
  perUserPerHour: 10,
  /** Every SMS to one number in a sliding hour, whichever accounts name it. */
  perNumberPerHour: 10,
  /** Verification codes to one account, and to one number, in a sliding hour. */
  codesPerHour: 5,
  /** At most one order SMS per seller in this window; the others wait for one digest at its end. */
  orderWindowMinutes: 10,
  /** How often each API process looks for ended windows whose digest is due. */
  digestSweepSeconds: 30,
  /** One SMS part (GSM 7-bit); longer texts are cut. */
  maxLength: 160,
} as const;

export const PHONE_MSG = localized('PHONE_MSG', {
  phoneVerified: 'Numéro de téléphone vérifié',
  phoneAlreadyVerified: 'Numéro de téléphone déjà vérifié',
  phoneMissing: "Ajoutez d'abord un numéro de téléphone à votre compte",
  smsSendFailed: "Impossible d'envoyer le SMS, réessayez plus tard",
  smsLimitReached: 'Trop de SMS envoyés à ce numéro, réessayez dans une heure',
  /** The seller's gate before the first accepted order. */
  verifyBeforeFirstAccept:
    "Vérifiez votre numéro de téléphone avant d'accepter votre première commande : c'est lui que vos clients appelleront.",
} as const);

export const SMS_TEXT = localized('SMS_TEXT', {
  code: (code: string) =>
    `Sugu : votre code de vérification est ${code}. Il est valable ${Math.round(EMAIL_CODE.expiresAfterSeconds / 60)} minutes. Ne le donnez à personne.`,
  /** The order's message is shortened, never the link, to stay in one SMS. */
  order: (message: string, url: string) => {
    const head = 'Sugu : ';
    const tail = ` Répondez sous 48 h : ${url}`;
    const room = SMS.maxLength - head.length - tail.length;
    return `${head}${message.length <= room ? message : `${message.slice(0, Math.max(0, room - 1))}…`}${tail}`;
  },
  digest: (count: number, url: string) =>
    `Sugu : ${count} nouvelles commandes vous attendent. Répondez sous 48 h : ${url}`,
} as const);

/**
 * POST /api/Verification/phone/send-code: without `phone`, to the account's number; with another number,
 * that number replaces the account's (no longer verified) and gets the code.
 */
export const SendPhoneCodeBody = z.object({ phone: phoneField.optional() });
export type SendPhoneCodeBody = z.infer<typeof SendPhoneCodeBody>;

/** POST /api/Verification/phone/verify-code. */
export const VerifyPhoneCodeBody = z.object({
  code: z.string({ error: MSG.codeInvalidFormat }).trim().regex(VERIFICATION_CODE, MSG.codeInvalidFormat),
});
export type VerifyPhoneCodeBody = z.infer<typeof VerifyPhoneCodeBody>;

/** E.164 of a dial code and a national number ('+223' + '76 12 34 56' → '+22376123456'); null without phone. */
export function e164(dialCode: string, phone: string | null): string | null {
  if (!phone) return null;
  return `${dialCode}${phone}`.replace(/[^\d+]/g, '');
}

/** Dev SMS outbox (SMS_PROVIDER=outbox): read on /dev/mailbox beside the mail. */
export const DevSmsMessage = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DevSmsMessage = z.infer<typeof DevSmsMessage>;
export const DevSmsOutboxResponse = z.object({ messages: z.array(DevSmsMessage) });
export type DevSmsOutboxResponse = z.infer<typeof DevSmsOutboxResponse>;
