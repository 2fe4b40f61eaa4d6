// The SMS channel of the dispatcher: a new order (Purchase) to a seller with no push subscription and a
// verified phone. SMS cost money: at most one order SMS per seller per SMS.orderWindowMinutes; the orders
// of the window are counted (sms_order_windows, shared by every process) and one digest SMS carries them
// when it ends (sweepDigests, run by a timer). Every SMS also passes the per-user and per-number limits.
import { e164, SMS, SMS_TEXT } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { inLocale, localeOfUser } from '../../i18n.js';
import { sendLimitedSms } from '../../sms/limited-send.js';
import type { SmsProvider } from '../../sms/provider.js';
import { subscribedAmong } from '../push/index.js';
import type { OutreachChannel } from './channel.js';
import { claimDueDigests, claimOrderSms, dropIdleWindows } from './sms-windows.repository.js';

export interface SmsChannelDeps {
  db: Database;
  sms: SmsProvider;
  /** PUBLIC_URL: the SMS link opens the seller's orders there. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface SmsChannel extends OutreachChannel {
  /** Sends the digests of the windows ended at `now`; answers how many left. */
  sweepDigests(now: Date): Promise<number>;
}

const WINDOW_MS = SMS.orderWindowMinutes * 60_000;

export function createSmsChannel(deps: SmsChannelDeps): SmsChannel {
  const ordersUrl = `${deps.publicUrl}/messages`;

  async function send(userId: string, to: string, text: string, kind: 'order' | 'digest', now: Date) {
    try {
      const outcome = await sendLimitedSms(deps, { to, text, userId, kind }, now);
      if (outcome === 'limited') deps.log.warn({ userId, kind }, 'outreach: SMS limit reached, not sent');
      return outcome === 'sent';
    } catch (error) {
      deps.log.error({ err: error, userId, kind }, 'outreach: the SMS could not be sent');
      return false;
    }
  }

  return {
    name: 'sms',
    async deliver(items, now) {
      for (const { notification, recipient } of items) {
        if (notification.type !== 'Purchase') continue;
        if (!recipient.phone || !recipient.isPhoneVerified || recipient.hasPushSubscription) continue;
        try {
          const count = await claimOrderSms(deps.db, recipient.id, now, WINDOW_MS);
          if (count === null) continue;
          const text = inLocale(localeOfUser(recipient), () =>
            count === 1
              ? SMS_TEXT.order(notification.message, `${deps.publicUrl}${notification.link ?? '/messages'}`)
              : SMS_TEXT.digest(count, ordersUrl),
          );
          await send(recipient.id, recipient.phone, text, count === 1 ? 'order' : 'digest', now);
        } catch (error) {
          deps.log.error({ err: error, notificationId: notification.id }, 'outreach: order SMS failed');
        }
      }
    },
    async sweepDigests(now) {
      let sent = 0;
      const due = await claimDueDigests(deps.db, now, WINDOW_MS);
      // A seller who turned push on during the window had those orders pushed: no SMS for them.
      const pushed = await subscribedAmong(
        deps.db,
        due.map((seller) => seller.id),
      );
      for (const seller of due) {
        const to = e164(seller.dialCode, seller.phone);
        if (!to || !seller.isPhoneVerified || pushed.has(seller.id)) continue;
        if (await send(seller.id, to, SMS_TEXT.digest(seller.count, ordersUrl), 'digest', now)) sent++;
      }
      await dropIdleWindows(deps.db, now);
      return sent;
    },
  };
}
