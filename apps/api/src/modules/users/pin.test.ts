import { MSG, PIN } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ageLastPinAttempt,
  buildUser,
  grantPin,
  sessionIdOf,
  TEST_PIN,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { sessions, users } from '../../db/schema/index.js';
import { consumePinGrant } from './pin.service.js';

const { app, db } = await setupTestApp();

const confirm = (cookie: string | undefined, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/User/confirm-pin',
    payload: { code, email: 'quelquun@exemple.ml' },
    headers: cookie ? { cookie } : {},
  });
const attemptsOf = async (userId: string) => {
  const [row] = await db
    .select({ count: users.pinAttemptCount, last: users.lastPinAttempt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

describe('POST /api/User/confirm-pin', () => {
  it('answers 401 without a session', async () => {
    const res = await confirm(undefined, TEST_PIN);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a code that is not 4 digits', async () => {
    const { cookie } = await buildUser(app);
    const res = await confirm(cookie, '12a4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.pinInvalid);
  });

  it('counts a wrong PIN and says how many tries are left', async () => {
    const { cookie, userId } = await buildUser(app);
    const res = await confirm(cookie, '9999');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Code incorrect', code: 'pin_incorrect', remainingAttempts: 9 });
    expect((await attemptsOf(userId))?.count).toBe(1);
    const me = await app.inject({ method: 'GET', url: '/api/User/me', headers: { cookie } });
    expect(me.json().pinAttemptCount).toBe(1);
    expect(me.json().lastPinAttempt).not.toBeNull();
  });

  it("checks the connected user's PIN, whatever email is sent", async () => {
    const other = await buildUser(app, { pin: '5678', confirmPin: '5678' });
    const { cookie } = await buildUser(app);
    expect((await confirm(cookie, '5678')).statusCode).toBe(400);
    const mine = await app.inject({
      method: 'POST',
      url: '/api/User/confirm-pin',
      payload: { code: TEST_PIN, email: other.body.email },
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('locks after 10 failures, even for the right PIN, and unlocks after 15 minutes', async () => {
    const { cookie, userId } = await buildUser(app);
    for (let i = 1; i < PIN.maxAttempts; i++) {
      const res = await confirm(cookie, '0000');
      expect(res.statusCode).toBe(400);
      expect(res.json().remainingAttempts).toBe(PIN.maxAttempts - i);
    }
    const tenth = await confirm(cookie, '0000');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({ message: 'Trop de tentatives', code: 'pin_locked' });
    const { last } = (await attemptsOf(userId))!;
    expect(tenth.json().lockedUntil).toBe(new Date(last!.getTime() + 15 * 60_000).toISOString());

    const right = await confirm(cookie, TEST_PIN);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('pin_locked');
    expect((await attemptsOf(userId))?.count).toBe(PIN.maxAttempts);

    // Fifteen minutes later (moved back in the database), the count starts again.
    await ageLastPinAttempt(app, userId, 15 * 60 + 1);
    const wrongAgain = await confirm(cookie, '0000');
    expect(wrongAgain.statusCode).toBe(400);
    expect(wrongAgain.json().remainingAttempts).toBe(9);
    const ok = await confirm(cookie, TEST_PIN);
    expect(ok.statusCode).toBe(200);
  });

  it('says how long the lock still runs, by the database’s clock: in the refusal and in /me', async () => {
    const { cookie, userId } = await buildUser(app);
    const me = async () =>
      (await app.inject({ method: 'GET', url: '/api/User/me', headers: { cookie } })).json();
    expect((await me()).pinRetryAfterSeconds).toBe(0);
    for (let i = 1; i < PIN.maxAttempts; i++) await confirm(cookie, '0000');
    expect((await me()).pinRetryAfterSeconds).toBe(0);
    const tenth = await confirm(cookie, '0000');
    expect(tenth.json().retryAfterSeconds).toBe(PIN.lockMinutes * 60);
    expect(tenth.headers['retry-after']).toBe(String(PIN.lockMinutes * 60));

    // Five minutes into the lock (moved back in the database, whose clock judges it).
    await ageLastPinAttempt(app, userId, 5 * 60);
    const later = await confirm(cookie, TEST_PIN);
    expect(later.statusCode).toBe(429);
    const left = later.json().retryAfterSeconds as number;
    // Ten minutes left, less what this slow machine took between the two statements.
    expect(left).toBeLessThanOrEqual(10 * 60);
    expect(left).toBeGreaterThan(10 * 60 - 5);
    expect(later.headers['retry-after']).toBe(String(left));
    const seen = (await me()).pinRetryAfterSeconds as number;
    expect(seen).toBeLessThanOrEqual(left);
    expect(seen).toBeGreaterThan(left - 5);
  });

  it('never lets more than 10 simultaneous guesses be checked', async () => {
    const { cookie, userId } = await buildUser(app);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => confirm(cookie, String(9000 + i).padStart(4, '0'))),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(PIN.maxAttempts - 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(15 - (PIN.maxAttempts - 1));
    expect((await attemptsOf(userId))?.count).toBe(PIN.maxAttempts);
  });

  it('on success resets the count and grants one sensitive operation', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirm(cookie, '0000');
    await confirm(cookie, '0001');
    expect((await attemptsOf(userId))?.count).toBe(2);

    const res = await confirm(cookie, TEST_PIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Code validé !' });
    expect((await attemptsOf(userId))?.count).toBe(0);

    const sessionId = sessionIdOf(cookie);
    await expect(consumePinGrant(db, sessionId)).resolves.toBeUndefined();
    await expect(consumePinGrant(db, sessionId)).rejects.toMatchObject({
      status: 403,
      code: 'pin_required',
      message: MSG.pinRequired,
    });
  });
});

describe('consumePinGrant', () => {
  it('refuses a session that never confirmed its PIN', async () => {
    const { cookie } = await buildUser(app);
    await expect(consumePinGrant(db, sessionIdOf(cookie))).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an expired grant', async () => {
    const { cookie } = await buildUser(app);
    expect((await confirm(cookie, TEST_PIN)).statusCode).toBe(200);
    const sessionId = sessionIdOf(cookie);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    const minutes = (row!.pinGrantExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PIN.grantMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(PIN.grantMinutes);
    await grantPin(app, cookie, -1 / 60);
    await expect(consumePinGrant(db, sessionId)).rejects.toMatchObject({ code: 'pin_required' });
  });

  it('grants only one of two simultaneous operations', async () => {
    const { cookie } = await buildUser(app);
    await confirm(cookie, TEST_PIN);
    const sessionId = sessionIdOf(cookie);
    const results = await Promise.allSettled([
      consumePinGrant(db, sessionId),
      consumePinGrant(db, sessionId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
