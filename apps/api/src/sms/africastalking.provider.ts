// Africa's Talking SMS API (https://developers.africastalking.com/docs/sms/sending/bulk):
// POST {apiUrl}/version1/messaging, form-encoded username, to, message and optional from, header apiKey.
// The answer: { SMSMessageData: { Message, Recipients: [{ number, status, statusCode, cost, messageId }] } };
// statusCode 100 (Processed), 101 (Sent) and 102 (Queued) mean the message was taken, any other is a refusal
// (401 RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber, 405 InsufficientBalance, 406 UserInBlacklist…).
import { SmsError, type SmsProvider } from './provider.js';

export interface AfricasTalkingConfig {
  username: string;
  apiKey: string;
  senderId: string | undefined;
  apiUrl: string;
}

const ACCEPTED = new Set([100, 101, 102]);
const TIMEOUT_MS = 10_000;

interface Recipient {
  number?: string;
  status?: string;
  statusCode?: number;
}

export function createAfricasTalkingProvider(config: AfricasTalkingConfig): SmsProvider {
  return {
    name: 'africastalking',
    async send({ to, text }) {
      const form = new URLSearchParams({ username: config.username, to, message: text });
      if (config.senderId) form.set('from', config.senderId);
      const res = await fetch(`${config.apiUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: config.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await res.text();
      if (!res.ok) throw new SmsError(`Africa's Talking answered ${res.status}: ${body.slice(0, 200)}`);
      let recipients: Recipient[] | undefined;
      try {
        recipients = (JSON.parse(body) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData
          ?.Recipients;
      } catch {
        throw new SmsError(`Africa's Talking answered no JSON: ${body.slice(0, 200)}`);
      }
      const recipient = recipients?.[0];
      if (!recipient || !ACCEPTED.has(Number(recipient.statusCode))) {
        throw new SmsError(
          `Africa's Talking refused the SMS: ${recipient ? `${recipient.statusCode} ${recipient.status}` : 'no recipient'}`,
        );
      }
    },
  };
}
