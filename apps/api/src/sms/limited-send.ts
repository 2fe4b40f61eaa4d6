// Every SMS leaves through here: the per-user and per-number limits (SMS in packages/domain) are checked
// and the send recorded under the number's lock, then the provider is called after commit. A send the
// provider refuses is forgotten again (it cost nothing) and its error thrown to the caller.
import { SMS } from '@sugu/domain';
import type { Database } from '../db/client.js';
import type { SmsProvider } from './provider.js';
import {
  countSends,
  forgetSend,
  lockNumber,
  pruneSends,
  recordSend,
  type SmsKind,
} from './sms-sends.repository.js';

const HOUR_MS = 3600_000;

export interface SmsToSend {
  /** E.164. */
  to: string;
  text: string;
  userId: string | null;
  kind: SmsKind;
}

export interface SmsDeps {
  db: Database;
  sms: SmsProvider;
}

/** 'limited': a limit of the last hour is reached, nothing was sent. */
export async function sendLimitedSms(
  deps: SmsDeps,
  message: SmsToSend,
  now: Date,
): Promise<'sent' | 'limited'> {
  const since = new Date(now.getTime() - HOUR_MS);
  const sendId = await deps.db.transaction(async (tx) => {
    await lockNumber(tx, message.to);
    const { number, user } = await countSends(tx, {
      phone: message.to,
      userId: message.userId,
      since,
      kinds: ['code'],
    });
    if (number.all >= SMS.perNumberPerHour || user.all >= SMS.perUserPerHour) return null;
    if (message.kind === 'code' && (number.ofKinds >= SMS.codesPerHour || user.ofKinds >= SMS.codesPerHour)) {
      return null;
    }
    // The log is only read an hour back: older rows go with the next send.
    await pruneSends(tx, new Date(since.getTime() - 23 * HOUR_MS));
    return recordSend(tx, { phone: message.to, userId: message.userId, kind: message.kind, createdAt: now });
  });
  if (!sendId) return 'limited';
  try {
    await deps.sms.send({ to: message.to, text: cut(message.text) });
  } catch (error) {
    await forgetSend(deps.db, sendId);
    throw error;
  }
  return 'sent';
}

/** One SMS part at most: a longer text is cut with an ellipsis. */
function cut(text: string): string {
  return text.length <= SMS.maxLength ? text : `${text.slice(0, SMS.maxLength - 1)}…`;
}
