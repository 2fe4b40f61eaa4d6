import { WALLET_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  buildUser,
  confirmPin,
  postWithdraw,
  startPayment,
  withdrawBody,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp({ env: { WALLET_MODE: 'notice' } });

describe('WALLET_MODE=notice', () => {
  it('tells the web app to show the notice, and no money enters or leaves', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/Payments/config' });
    expect(config.json().walletMode).toBe('notice');
    const { cookie } = await buildUser(app);
    await confirmPin(app, cookie);
    const start = await startPayment(app, cookie, 1000);
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({ code: 'wallet_disabled', message: WALLET_MSG.walletDisabled });
    const out = await postWithdraw(app, cookie, withdrawBody(1000));
    expect(out.statusCode).toBe(503);
    const list = await app.inject({
      method: 'GET',
      url: '/api/Operations/my-operations',
      headers: { cookie },
    });
    expect(list.json()).toEqual([]);
  });
});
