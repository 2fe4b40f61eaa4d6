// @vitest-environment jsdom
import type { MeResponse } from '@sugu/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, update } from '../../../shared/test/render';
import { meQueryKey } from '../api/me';
import { notePinLock } from '../pin-lock';
import { PinPopup } from './PinPopup';

const GOOD = '2468';

/** The server's confirm-pin: the good code passes, any other is refused, or every code meets the lock. */
function server(lockedSeconds = 0) {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { code: string };
    calls.push(body);
    if (lockedSeconds)
      return new Response(JSON.stringify({ message: 'Trop de tentatives', code: 'pin_locked' }), {
        status: 429,
        headers: { 'Retry-After': String(lockedSeconds) },
      });
    return body.code === GOOD
      ? new Response(JSON.stringify({ message: 'ok' }))
      : new Response(JSON.stringify({ message: 'Code incorrect', code: 'pin_incorrect' }), { status: 401 });
  });
  return calls;
}

const box = (i: number) =>
  document.querySelector<HTMLInputElement>(`[aria-label="Chiffre ${i} du code PIN"]`)!;
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;
const text = () => document.querySelector('[role="dialog"]')?.textContent ?? '';

/** Types the code box after box, as a phone keyboard does, then taps 'Valider'. */
async function enter(code: string) {
  for (const [i, digit] of [...code].entries()) {
    await update(() => {
      const input = box(i + 1);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, digit);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  await update(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  // The answer and what follows it.
  await update(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function open(variant: 'order' | 'settings', onConfirmed = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(meQueryKey, {
    id: 'u1',
    email: 'awa@example.ml',
    pinRetryAfterSeconds: 0,
  } as MeResponse);
  const view = await render(
    <QueryClientProvider client={client}>
      <PinPopup variant={variant} onClose={() => {}} onConfirmed={onConfirmed} />
    </QueryClientProvider>,
  );
  return { view, onConfirmed, client };
}

describe('PinPopup', () => {
  let unmount = async () => {};
  beforeEach(() => notePinLock(0, Date.now()));
  afterEach(async () => {
    await unmount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("order: 'Confirmation PIN', 'Code incorrect' with the boxes cleared, then 'Code validé !' and the next step 2 s later", async () => {
    const calls = server();
    const { view, onConfirmed } = await open('order');
    unmount = view.unmount;
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Confirmation PIN');

    await enter('1111');
    expect(alertText()).toBe('Code incorrect');
    expect([1, 2, 3, 4].map((i) => box(i).value)).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(1));

    // The popup's clock, running on its own only as fast as the test does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await enter(GOOD);
    expect(text()).toContain('Code validé !');
    expect(box(1).disabled).toBe(true);
    expect(calls.at(-1)).toEqual({ code: GOOD, email: 'awa@example.ml' });
    await update(() => vi.advanceTimersByTime(1900));
    expect(onConfirmed).not.toHaveBeenCalled();
    await update(() => vi.advanceTimersByTime(200));
    expect(onConfirmed).toHaveBeenCalledOnce();
  });

  it("settings: 'Code PIN', 'Code PIN incorrect' with the digits cleared and the focus on the first box; a good PIN opens at once", async () => {
    server();
    const { view, onConfirmed } = await open('settings');
    unmount = view.unmount;
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Code PIN');

    await enter('1111');
    expect(alertText()).toBe('Code PIN incorrect');
    expect([1, 2, 3, 4].map((i) => box(i).value)).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(1));

    await enter(GOOD);
    expect(onConfirmed).toHaveBeenCalledOnce();
    expect(text()).not.toContain('Code validé !');
  });

  it("locked: 'Trop de tentatives' with the server's time left, the boxes disabled", async () => {
    server(15 * 60);
    const { view } = await open('settings');
    unmount = view.unmount;
    await enter('1111');
    expect(alertText()).toMatch(/^Trop de tentatives · Réessayez dans (15:00|14:59)$/);
    expect(box(1).disabled).toBe(true);
  });

  it('stays locked when the cached user is edited on the device (a saved field, a new balance)', async () => {
    server(15 * 60);
    const { view, client } = await open('order');
    unmount = view.unmount;
    await enter('1111');
    expect(alertText()).toMatch(/^Trop de tentatives · Réessayez dans (15:00|14:59)$/);
    // The cached user still carries the answer from before the lock (0 s left): an edit of it is no news
    // from the server about the lock.
    await update(() =>
      client.setQueryData<MeResponse>(meQueryKey, (me) => me && { ...me, firstName: 'Awa' }),
    );
    // The query's observers hear of it on the next tick.
    await update(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(alertText()).toMatch(/^Trop de tentatives · Réessayez dans (15:00|14:59)$/);
    expect(box(1).disabled).toBe(true);
  });
});
