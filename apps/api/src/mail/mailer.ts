// Outgoing mail: SMTP when SMTP_URL is set, otherwise the dev mailbox. Placeholder until implemented.
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(_config: Config, _db: Database): Mailer {
  return {
    async send() {
      throw new Error('mailer not implemented');
    },
    async close() {},
  };
}
