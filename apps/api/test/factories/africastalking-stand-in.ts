// A local stand-in for Africa's Talking's SMS API, following its published contract
// (developers.africastalking.com › SMS › Sending): POST /version1/messaging, form-encoded
// `username`, `to` (comma-separated numbers), `message`, optional `from`; header `apiKey`;
// answers 201 { SMSMessageData: { Message, Recipients: [{ statusCode, number, status, cost, messageId }] } },
// 401 'The supplied authentication is invalid' for a wrong key or username.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const AT_STAND_IN = { username: 'sandbox', apiKey: 'atsk-test-cle' };

export interface ReceivedSms {
  to: string;
  message: string;
  from: string | undefined;
  accept: string | undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startAfricasTalkingStandIn() {
  const received: ReceivedSms[] = [];
  /** The status code the next recipient gets (e.g. 405 InsufficientBalance), once. */
  let nextStatus: { statusCode: number; status: string } | undefined;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (request.method !== 'POST' || url.pathname !== '/version1/messaging') {
      response.writeHead(404).end();
      return;
    }
    const form = new URLSearchParams(body);
    if (request.headers.apikey !== AT_STAND_IN.apiKey || form.get('username') !== AT_STAND_IN.username) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
      return;
    }
    const numbers = (form.get('to') ?? '').split(',').filter(Boolean);
    const message = form.get('message') ?? '';
    const outcome = nextStatus ?? { statusCode: 101, status: 'Success' };
    nextStatus = undefined;
    const recipients = numbers.map((number, i) => {
      if (outcome.statusCode === 101) {
        received.push({
          to: number,
          message,
          from: form.get('from') ?? undefined,
          accept: request.headers.accept,
        });
      }
      return {
        statusCode: outcome.statusCode,
        number,
        status: outcome.status,
        cost: outcome.statusCode === 101 ? 'XOF 25.0000' : '0',
        messageId: `ATXid_${received.length}_${i}`,
      };
    });
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${recipients.filter((r) => r.statusCode === 101).length}/${numbers.length}`,
          Recipients: recipients,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refuseNext(statusCode: number, status: string) {
      nextStatus = { statusCode, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The env of an app that sends its SMS to the stand-in. */
export const africasTalkingEnv = (url: string) => ({
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME: AT_STAND_IN.username,
  AT_API_KEY: AT_STAND_IN.apiKey,
  AT_SENDER_ID: 'Sugu',
  AT_API_URL: url,
});
