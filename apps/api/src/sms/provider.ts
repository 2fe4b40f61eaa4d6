// One interface for every SMS provider: the dev outbox (default: stored, read on /dev/mailbox) and
// Africa's Talking. Chosen once per app by SMS_PROVIDER (sms.ts › createSmsProvider).

interface SmsMessage {
  /** E.164 ('+22376123456'). */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: 'outbox' | 'africastalking';
  /** Resolves once the provider took the message; throws SmsError when it refused it. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {}
