// The e-mail channel of the dispatcher: a new order to the seller, its answer to the buyer, dispute steps to
// both (MAIL_NOTIFICATION_TYPES), only to a verified address; French plain text plus simple HTML through
// the app's mailer (SMTP, or the dev mailbox). One failed mail is logged and the others still leave.
import { MAIL_NOTIFICATION_TYPES, OUTREACH_MAIL } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import { inLocale, localeOfUser } from '../../i18n.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OutreachChannel, OutreachItem } from './channel.js';

export interface MailChannelDeps {
  mailer: Mailer;
  /** PUBLIC_URL: the links of the mail open the web app there. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mail of one notification, in its recipient's language. */
const outreachMail = (item: OutreachItem, publicUrl: string) =>
  inLocale(localeOfUser(item.recipient), () => composeMail(item, publicUrl));

function composeMail({ notification, recipient }: OutreachItem, publicUrl: string) {
  const url = `${publicUrl}${notification.link ?? '/messages'}`;
  const hint = notification.type === 'Purchase' ? OUTREACH_MAIL.purchaseHint : null;
  const paragraphs = [
    OUTREACH_MAIL.greeting(recipient.firstName),
    notification.message,
    ...(hint ? [hint] : []),
  ];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    OUTREACH_MAIL.openAt(url),
    '',
    OUTREACH_MAIL.signature,
    '',
    OUTREACH_MAIL.footer,
  ].join('\n');
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#c2410c;color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${OUTREACH_MAIL.open}</a></p>
<p>${escapeHtml(OUTREACH_MAIL.signature)}</p>
<p style="color:#6b6259;font-size:12px">${escapeHtml(OUTREACH_MAIL.footer)}</p>`;
  return { subject: OUTREACH_MAIL.subject(notification.title), text, html };
}

export function createMailChannel(deps: MailChannelDeps): OutreachChannel {
  return {
    name: 'email',
    async deliver(items) {
      for (const item of items) {
        if (!MAIL_NOTIFICATION_TYPES.includes(item.notification.type)) continue;
        if (!item.recipient.isEmailVerified) continue;
        try {
          await deps.mailer.send({ to: item.recipient.email, ...outreachMail(item, deps.publicUrl) });
        } catch (error) {
          deps.log.error(
            { err: error, notificationId: item.notification.id },
            'outreach: the e-mail could not be sent',
          );
        }
      }
    },
  };
}
