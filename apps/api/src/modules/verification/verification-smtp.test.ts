// The whole path through a real SMTP server: SMTP_URL set, the code read from the received mail.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUserToVerify } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';
import { startSmtpServer } from '../../mail/smtp-test-server.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await setupTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });

describe('email verification over SMTP', () => {
  it('mails the code through SMTP_URL and verifies with it', async () => {
    const user = await buildUserToVerify(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/Verification/send-code',
      headers: { cookie: user.cookie },
      payload: { email: user.email },
    });
    expect(sent.statusCode).toBe(200);

    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.subject).toBe('Votre code de vérification Sugu');
    expect(mail?.text).toContain('Votre code de vérification Sugu est :');
    const code = /\b(\d{5})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{5}$/);

    const res = await app.inject({
      method: 'POST',
      url: '/api/Verification/verify-code',
      headers: { cookie: user.cookie },
      payload: { email: user.email, code },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isEmailVerified).toBe(true);
  });

  it('says in French when the mail could not leave, and lets the user ask again at once', async () => {
    const user = await buildUserToVerify(app);
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/Verification/send-code',
        headers: { cookie: user.cookie },
        payload: { email: user.email },
      });
    smtp.failNext();
    const failed = await ask();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      message: "Impossible d'envoyer l'e-mail, réessayez plus tard",
      code: 'mail_failed',
    });
    expect((await ask()).statusCode).toBe(200);
    expect(smtp.received.at(-1)?.to).toEqual([user.email]);
  });

  it('has no dev mailbox when SMTP is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ressource introuvable');
  });
});
