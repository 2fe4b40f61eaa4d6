import { PHONE_MSG, SMS_TEXT } from '@sugu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AT_STAND_IN,
  africasTalkingEnv,
  buildUser,
  startAfricasTalkingStandIn,
} from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';
import { loadConfig } from '../config.js';
import { createAfricasTalkingProvider } from './africastalking.provider.js';
import { SmsError } from './provider.js';

const standIn = await startAfricasTalkingStandIn();
afterAll(() => standIn.close());
const { app } = await setupTestApp({ env: africasTalkingEnv(standIn.url) });

const provider = (apiKey = AT_STAND_IN.apiKey) =>
  createAfricasTalkingProvider({
    username: AT_STAND_IN.username,
    apiKey,
    senderId: 'Sugu',
    apiUrl: standIn.url,
  });

describe("Africa's Talking provider", () => {
  it('posts username, to, message and from with the apiKey header', async () => {
    await provider().send({ to: '+22376123456', text: 'Bonjour à vous' });
    expect(standIn.received.at(-1)).toEqual({
      to: '+22376123456',
      message: 'Bonjour à vous',
      from: 'Sugu',
      accept: 'application/json',
    });
  });

  it("throws when a recipient's status is a refusal (405 InsufficientBalance)", async () => {
    standIn.refuseNext(405, 'InsufficientBalance');
    await expect(provider().send({ to: '+22376123456', text: 'x' })).rejects.toThrow(SmsError);
    await expect(provider().send({ to: '+22376123456', text: 'y' })).resolves.toBeUndefined();
  });

  it('throws on a wrong API key (401)', async () => {
    await expect(provider('mauvaise').send({ to: '+22376123456', text: 'x' })).rejects.toThrow(/401/);
  });

  it('needs AT_USERNAME and AT_API_KEY to start', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'sugu' })).toThrow(
      /AT_API_KEY: requis avec SMS_PROVIDER=africastalking/,
    );
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
  });
});

describe("phone code through Africa's Talking", () => {
  it('reaches the stand-in in French; a refusal answers 503 and the code may be asked again at once', async () => {
    const { cookie } = await buildUser(app, { phone: '79797979' });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/Verification/phone/send-code',
        headers: { cookie },
        payload: {},
      });
    standIn.refuseNext(403, 'InvalidPhoneNumber');
    const refused = await send();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'sms_failed', message: PHONE_MSG.smsSendFailed });
    expect((await send()).statusCode).toBe(200);
    const sms = standIn.received.at(-1)!;
    expect(sms.to).toBe('+22379797979');
    expect(sms.message).toBe(SMS_TEXT.code(/\d{5}/.exec(sms.message)![0]));
  });

  it('has no dev SMS outbox', async () => {
    expect((await app.inject({ url: '/api/dev/sms' })).statusCode).toBe(404);
  });
});
