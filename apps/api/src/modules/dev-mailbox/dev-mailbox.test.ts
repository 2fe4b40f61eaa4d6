import { describe, expect, it } from 'vitest';
import { buildMailboxMessages } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { mailboxWarning } from './dev-mailbox.access.js';

const { app } = await setupTestApp();

const list = (query = '') => app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });

describe('GET /api/dev/mailbox (no SMTP_URL)', () => {
  it('is empty at first', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [] });
  });

  it('keeps what the mailer sends and lists it newest first', async () => {
    await app.ctx.mailer.send({ to: 'Awa@Example.ml', subject: 'Premier', text: 'Code : 11111' });
    await app.ctx.mailer.send({ to: 'moussa@example.ml', subject: 'Second', text: 'Code : 22222' });
    const res = await list();
    const messages = res.json().messages;
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'Premier']);
    expect(messages[1]).toMatchObject({ to: 'Awa@Example.ml', subject: 'Premier', text: 'Code : 11111' });
    expect(Date.parse(messages[1].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by recipient, ignoring case', async () => {
    const res = await list('?to=awa@example.ML');
    expect(res.json().messages.map((m: { text: string }) => m.text)).toEqual(['Code : 11111']);
    expect((await list('?to=personne@example.ml')).json().messages).toEqual([]);
  });

  it('shows the last 50 messages only', async () => {
    await buildMailboxMessages(app, 'lot@example.ml', 55, new Date(Date.now() + 60_000));
    const messages = (await list()).json().messages;
    expect(messages).toHaveLength(50);
    expect(messages[0].subject).toBe('Message 54');
    expect(messages[49].subject).toBe('Message 5');
  });
});

describe('GET /api/dev/mailbox in production', () => {
  it('does not exist unless DEV_MAILBOX=true', async () => {
    const { app: prod } = await setupTestApp({ env: { NODE_ENV: 'production', SEED_DEMO: 'false' } });
    const res = await prod.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('dev mailbox: this machine only', () => {
  const from = (remoteAddress: string, headers: Record<string, string> = {}, url = '/api/dev/mailbox') =>
    app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers a loopback client, directly or through a trusted local proxy', async () => {
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('is 404 for another machine, even behind a local reverse proxy or claiming to be local', async () => {
    expect((await from('203.0.113.5')).statusCode).toBe(404);
    // A reverse proxy on this machine forwarding a visitor: the visitor's address decides.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
    // An untrusted client cannot claim to be local.
    expect((await from('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await from('203.0.113.5', {}, '/dev/mailbox')).statusCode).toBe(404);
  });

  it('warns at start-up when it is on for a public address', () => {
    expect(mailboxWarning(app.ctx)).toBeNull();
    const ctx = { ...app.ctx, config: { ...app.ctx.config, publicUrl: 'https://sugu.ml' } };
    expect(mailboxWarning(ctx)).toContain('https://sugu.ml');
    expect(mailboxWarning({ ...ctx, config: { ...ctx.config, devMailbox: false } })).toBeNull();
  });
});

describe('GET /api/dev/sms (SMS_PROVIDER=outbox)', () => {
  it('lists what the SMS provider stored, to this machine only', async () => {
    await app.ctx.sms.send({ to: '+22376000000', text: 'Sugu : votre code est 12345' });
    const res = await app.inject({ url: '/api/dev/sms' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ to: '+22376000000', text: 'Sugu : votre code est 12345' });
    expect((await app.inject({ url: '/api/dev/sms', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
  });
});
