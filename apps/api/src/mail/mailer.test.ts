import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createMailer } from './mailer.js';
import { startSmtpServer } from './smtp-test-server.js';

// A server advertising STARTTLS with smtp-server's self-signed certificate.
const tlsServer = await startSmtpServer({ starttls: true });
afterAll(() => tlsServer.close());

const mailerFor = (smtpUrl: string) =>
  createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: smtpUrl }), undefined as unknown as Database);

const message = { to: 'awa@example.ml', subject: 'Votre code de vérification Sugu', text: 'Code : 12345 ✓' };

describe('SMTP mailer', () => {
  it('refuses to upgrade to TLS with a certificate it cannot verify', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${tlsServer.port}`);
    expect(mailer.kind).toBe('smtp');
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
    expect(tlsServer.received).toHaveLength(0);
  });

  it('takes transport options from the query string of SMTP_URL', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${tlsServer.port}/?tls.rejectUnauthorized=false`);
    await mailer.send(message);
    await mailer.close();
    const mail = tlsServer.received.at(-1);
    expect(mail?.to).toEqual(['awa@example.ml']);
    expect(mail?.subject).toBe('Votre code de vérification Sugu');
    expect(mail?.text).toBe('Code : 12345 ✓');
    expect(mail?.raw).toMatch(/^From: Sugu <no-reply@sugu\.ml>/m);
  });

  it('can skip STARTTLS entirely with ?ignoreTLS=true', async () => {
    const before = tlsServer.received.length;
    const mailer = mailerFor(`smtp://127.0.0.1:${tlsServer.port}?ignoreTLS=true`);
    await mailer.send(message);
    await mailer.close();
    expect(tlsServer.received).toHaveLength(before + 1);
  });
});
