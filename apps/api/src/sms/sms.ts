// The configured SMS provider (SMS_PROVIDER), one per app, in the context beside the mailer.
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { MailLogger } from '../mail/mailer.js';
import { createAfricasTalkingProvider } from './africastalking.provider.js';
import { saveDevSms } from './dev-sms-outbox.repository.js';
import type { SmsProvider } from './provider.js';

export function createSmsProvider(config: Config, db: Database, log?: MailLogger): SmsProvider {
  if (config.sms.provider === 'africastalking')
    return createAfricasTalkingProvider(config.sms.africasTalking);
  return {
    name: 'outbox',
    async send(message) {
      await saveDevSms(db, message);
      // Visible in the server output so a developer can read a code without opening the page.
      log?.info({ to: message.to, text: message.text }, 'dev SMS outbox: SMS stored');
    },
  };
}
