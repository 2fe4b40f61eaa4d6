// Outgoing mail: SMTP when SMTP_URL is set, otherwise the dev mailbox (a table read at /dev/mailbox).
// SMTP_URL is nodemailer's connection URL: smtp://user:pass@host:587, smtps://host:465; its query string
// carries transport options, e.g. ?ignoreTLS=true for a plain local server or ?tls.rejectUnauthorized=false
// for one with a self-signed certificate.
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { saveDevMail } from './dev-mailbox.repository.js';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'dev-mailbox' only stores the message (no SMTP_URL). */
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The part of a pino/Fastify logger the mailer uses. */
export interface MailLogger {
  info(object: object, message: string): void;
}

export function createMailer(config: Config, db: Database, log?: MailLogger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return devMailbox(db, log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not on every start-up.
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message) {
      await (await open()).sendMail({ from, ...message });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

function devMailbox(db: Database, log?: MailLogger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await saveDevMail(db, message);
      // Visible in the server output so a developer can read a code without opening the page.
      log?.info({ to: message.to, subject: message.subject, text: message.text }, 'dev mailbox: mail stored');
    },
    async close() {},
  };
}
