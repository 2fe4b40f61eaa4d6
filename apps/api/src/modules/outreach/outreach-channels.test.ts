// The e-mail and SMS channels of the dispatcher, called directly with items (docs/RULES.md, Téléphone et
// SMS): the SMTP stand-in and the Africa's Talking stand-in receive the right French texts; a burst of 20
// orders to one seller gives exactly one SMS, then one digest when the 10-minute window ends (the clock
// moved); the limits hold.
import { formatFcfa, type NotificationType, ORDER_MSG, SMS, SMS_TEXT } from '@sugu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  africasTalkingEnv,
  buildLightUsers,
  buildPushSubscriptionRow,
  buildSmsSends,
  setPhone,
  startAfricasTalkingStandIn,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { inLocale } from '../../i18n.js';
import { startSmtpServer } from '../../mail/smtp-test-server.js';
import type { OutreachItem, OutreachNotification, OutreachRecipient } from './channel.js';
import { outreachChannels } from './index.js';
import { createSmsChannel } from './sms-channel.js';

const smtp = await startSmtpServer();
const standIn = await startAfricasTalkingStandIn();
afterAll(async () => {
  await smtp.close();
  await standIn.close();
});
const { app, clock } = await setupTestApp({
  clock: 'frozen',
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    PUBLIC_URL: 'https://sugu.ml',
    ...africasTalkingEnv(standIn.url),
  },
});
const [mail, sms] = outreachChannels(app.ctx) as [
  ReturnType<typeof outreachChannels>[number],
  ReturnType<typeof createSmsChannel>,
];
const smsChannel = createSmsChannel({
  db: app.ctx.db,
  sms: app.ctx.sms,
  publicUrl: 'https://sugu.ml',
  log: app.ctx.log,
});

let ids: string[] = [];
beforeAll(async () => {
  ids = (await buildLightUsers(app, 14, { role: 'Vendeur' })).map((u) => u.userId);
});
let nextNumber = 0;
function recipient(i: number, overrides: Partial<OutreachRecipient> = {}): OutreachRecipient {
  return {
    id: ids[i]!,
    username: `vendeur${i}`,
    firstName: 'Awa',
    email: `vendeur${i}@exemple.ml`,
    isEmailVerified: true,
    phone: `+2237600${String(nextNumber++).padStart(4, '0')}`,
    isPhoneVerified: true,
    language: null,
    hasPushSubscription: false,
    ...overrides,
  };
}
const PURCHASE = ORDER_MSG.newOrderMessage('K7Q2-M9XD', 'moussa', 2, 'Bazin riche', formatFcfa(30000));
function item(to: OutreachRecipient, type: NotificationType = 'Purchase', message = PURCHASE): OutreachItem {
  const notification: OutreachNotification = {
    id: `n-${Math.random()}`,
    userId: to.id,
    type,
    title: type === 'Purchase' ? ORDER_MSG.newOrderTitle : ORDER_MSG.acceptedTitle,
    message,
    link: '/messages?order=0191',
    thumbUrl: null,
    createdAt: clock.now(),
  };
  return { recipient: to, notification };
}
const smsTo = (phone: string | null) => standIn.received.filter((m) => m.to === phone);
const advanceMinutes = (m: number) => clock.advanceHours(m / 60);

describe('e-mail channel', () => {
  it('mails in the recipient’s saved language: a seller who chose English reads English', async () => {
    const seller = recipient(13, { language: 'en' });
    const purchase = inLocale('en', () =>
      ORDER_MSG.newOrderMessage('K7Q2-M9XD', 'moussa', 2, 'Bazin riche', formatFcfa(30000)),
    );
    const notification = { ...item(seller).notification, title: 'New order', message: purchase };
    await mail.deliver([{ recipient: seller, notification }], clock.now());
    const received = smtp.received.find((m) => m.to.includes(seller.email))!;
    expect(received.subject).toBe('Sugu: New order');
    expect(received.text).toContain('Hello Awa,');
    expect(received.text).toContain('moussa ordered 2 × Bazin riche (30,000 FCFA) · order K7Q2-M9XD.');
    expect(received.text).toContain('within 48 hours');
    expect(received.text).toContain('Open in Sugu: https://sugu.ml/messages?order=0191');
    expect(received.text).not.toMatch(/Bonjour|Voir sur Sugu|L'équipe/);
  });

  it('writes the order SMS and the digest in English for an English reader', () => {
    const [order, digest] = inLocale('en', () => [
      SMS_TEXT.order('moussa ordered 2 × Bazin riche.', 'https://sugu.ml/m'),
      SMS_TEXT.digest(3, 'https://sugu.ml/c'),
    ]);
    expect(order).toBe('Sugu: moussa ordered 2 × Bazin riche. Reply within 48h: https://sugu.ml/m');
    expect(digest).toBe('Sugu: 3 new orders are waiting for you. Reply within 48h: https://sugu.ml/c');
  });

  it('mails a new order to the seller in French, plain text and HTML, with the link', async () => {
    const seller = recipient(0);
    await mail.deliver([item(seller)], clock.now());
    const received = smtp.received.find((m) => m.to.includes(seller.email))!;
    expect(received.subject).toBe('Sugu : Nouvelle commande');
    expect(received.text).toContain('Bonjour Awa,');
    expect(received.text).toContain(PURCHASE);
    expect(received.text).toContain('sous 48 h');
    expect(received.text).toContain('Voir sur Sugu : https://sugu.ml/messages?order=0191');
    expect(received.raw).toMatch(/Content-Type: text\/html/i);
  });

  it('mails the answer to the buyer and dispute steps; nothing to an unverified address or for a like', async () => {
    const buyer = recipient(1);
    const unverified = recipient(2, { isEmailVerified: false });
    const accepted = ORDER_MSG.acceptedMessage('K7Q2-M9XD', 'Chez Awa', 'Bazin riche');
    await mail.deliver(
      [
        item(buyer, 'PurchaseAccept', accepted),
        item(buyer, 'DisputeReply', 'Le vendeur a répondu à votre signalement.'),
        item(unverified, 'PurchaseAccept', accepted),
        item(buyer, 'PubLike', 'moussa aime votre publication'),
      ],
      clock.now(),
    );
    const toBuyer = smtp.received.filter((m) => m.to.includes(buyer.email));
    expect(toBuyer.map((m) => m.subject)).toEqual(['Sugu : Commande acceptée', 'Sugu : Commande acceptée']);
    expect(toBuyer[0]!.text).toContain(accepted);
    expect(toBuyer[0]!.text).not.toContain('sous 48 h');
    expect(toBuyer[1]!.text).toContain('Le vendeur a répondu');
    expect(smtp.received.filter((m) => m.to.includes(unverified.email))).toEqual([]);
  });

  it('a refused mail is logged and the next one still leaves', async () => {
    const a = recipient(3);
    const b = recipient(4);
    smtp.failNext();
    await expect(mail.deliver([item(a), item(b)], clock.now())).resolves.toBeUndefined();
    expect(smtp.received.filter((m) => m.to.includes(a.email))).toEqual([]);
    expect(smtp.received.filter((m) => m.to.includes(b.email))).toHaveLength(1);
  });
});

describe('SMS channel', () => {
  it('a burst of 20 orders gives one SMS, then one digest of the 19 others when the window ends', async () => {
    const seller = recipient(5);
    // The digest reads the seller's number from the account, as it is then.
    await setPhone(app, seller.id, { dialCode: '+223', phone: seller.phone!.slice(4) });
    const burst = Array.from({ length: 20 }, () => item(seller));
    await Promise.all([
      sms.deliver(burst.slice(0, 10), clock.now()),
      sms.deliver(burst.slice(10), clock.now()),
    ]);
    expect(smsTo(seller.phone)).toHaveLength(1);
    const [first] = smsTo(seller.phone);
    expect(first!.message).toBe(SMS_TEXT.order(PURCHASE, 'https://sugu.ml/messages?order=0191'));
    expect(first!.message.length).toBeLessThanOrEqual(SMS.maxLength);
    expect(first!.message).toMatch(/^Sugu : moussa a commandé 2 × Bazin riche/);
    expect(first!.message).toMatch(/Répondez sous 48 h : https:\/\/sugu\.ml\/messages\?order=0191$/);

    advanceMinutes(SMS.orderWindowMinutes - 1);
    expect(await smsChannel.sweepDigests(clock.now())).toBe(0);
    expect(smsTo(seller.phone)).toHaveLength(1);

    advanceMinutes(1);
    // Two processes sweep at once: the digest leaves once.
    const swept = await Promise.all([smsChannel.sweepDigests(clock.now()), sms.sweepDigests(clock.now())]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(smsTo(seller.phone).map((m) => m.message)).toEqual([
      expect.any(String),
      SMS_TEXT.digest(19, 'https://sugu.ml/messages'),
    ]);
    expect(smsTo(seller.phone)[1]!.message).toBe(
      'Sugu : 19 nouvelles commandes vous attendent. Répondez sous 48 h : https://sugu.ml/messages',
    );

    // Nothing more counted: the next sweep sends nothing; an order after the window gets its own SMS.
    advanceMinutes(SMS.orderWindowMinutes);
    expect(await smsChannel.sweepDigests(clock.now())).toBe(0);
    await sms.deliver([item(seller)], clock.now());
    expect(smsTo(seller.phone)).toHaveLength(3);
  });

  it('sends no digest to a seller who turned push on during the window (those orders were pushed)', async () => {
    const seller = recipient(12);
    await setPhone(app, seller.id, { dialCode: '+223', phone: seller.phone!.slice(4) });
    await sms.deliver([item(seller), item(seller), item(seller)], clock.now());
    expect(smsTo(seller.phone)).toHaveLength(1);
    await buildPushSubscriptionRow(app, seller.id, clock.now());
    advanceMinutes(SMS.orderWindowMinutes);
    expect(await smsChannel.sweepDigests(clock.now())).toBe(0);
    expect(smsTo(seller.phone)).toHaveLength(1);
  });

  it('sends nothing to a seller with a push subscription, an unverified phone or no phone; nor for other types', async () => {
    const pushed = recipient(6, { hasPushSubscription: true });
    const unverified = recipient(7, { isPhoneVerified: false });
    const none = recipient(8, { phone: null });
    const buyer = recipient(9);
    await sms.deliver(
      [item(pushed), item(unverified), item(none), item(buyer, 'PurchaseAccept', 'acceptée')],
      clock.now(),
    );
    for (const r of [pushed, unverified, buyer]) expect(smsTo(r.phone)).toEqual([]);
  });

  it(`holds the per-number limit (${SMS.perNumberPerHour} an hour) and the per-user one`, async () => {
    const seller = recipient(10);
    await buildSmsSends(
      app,
      Array.from({ length: SMS.perNumberPerHour }, () => ({
        phone: seller.phone!,
        userId: null,
        kind: 'code',
      })),
      clock.now(),
    );
    await sms.deliver([item(seller)], clock.now());
    expect(smsTo(seller.phone)).toEqual([]);

    const busy = recipient(11);
    await buildSmsSends(
      app,
      Array.from({ length: SMS.perUserPerHour }, (_, i) => ({
        phone: `+22390000${String(i).padStart(3, '0')}`,
        userId: busy.id,
        kind: 'order',
      })),
      clock.now(),
    );
    await sms.deliver([item(busy)], clock.now());
    expect(smsTo(busy.phone)).toEqual([]);
  });
});
