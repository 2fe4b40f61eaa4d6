// @vitest-environment jsdom
import { type MeResponse, OPERATOR_MSG } from '@sugu/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../entities/session/api/me';
import { notePinLock } from '../../../entities/session/pin-lock';
import { ApiError } from '../../../shared/lib/api';
import { render, update } from '../../../shared/test/render';
import { OperatorActionDialog } from './OperatorActionDialog';

/** The server's confirm-pin: 1234 passes. */
function pinServer() {
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    const { code } = JSON.parse(String(init.body)) as { code: string };
    return code === '1234'
      ? new Response(JSON.stringify({ message: 'ok' }))
      : new Response(JSON.stringify({ message: 'Code PIN incorrect', code: 'pin_incorrect' }), {
          status: 400,
        });
  });
}

const dialogTitle = () => document.querySelector('[role="dialog"] h2')?.textContent ?? null;
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;
const click = (selector: string) =>
  update(() => document.querySelector<HTMLButtonElement>(selector)!.click());
/** Lets the PIN check, the action and what follows them run: until no PIN check is under way. */
async function settle() {
  for (let i = 0; i < 50; i++) {
    await update(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const checking = [...document.querySelectorAll('button')].some((b) =>
      b.textContent?.startsWith('Vérification'),
    );
    if (!checking && i >= 2) return;
  }
}

function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  return update(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function enterPin(code: string) {
  for (const [i, digit] of [...code].entries()) {
    await typeInto(
      document.querySelector<HTMLInputElement>(`[aria-label="Chiffre ${i + 1} du code PIN"]`)!,
      digit,
    );
  }
  await click('[data-testid="pin-popup"] button[type="submit"]');
  await settle();
}

async function open(onConfirm: (reason: string) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(meQueryKey, { id: 'o1', email: 'ops@sugu.ml', pinRetryAfterSeconds: 0 } as MeResponse);
  const onClose = vi.fn();
  const view = await render(
    <QueryClientProvider client={client}>
      <OperatorActionDialog
        open
        title="Supprimer « Services »"
        confirmText="La catégorie disparaîtra des listes."
        submitLabel="Supprimer"
        onClose={onClose}
        onConfirm={onConfirm}
      />
    </QueryClientProvider>,
  );
  return { view, onClose };
}

describe('OperatorActionDialog', () => {
  let unmount = async () => {};
  beforeEach(() => notePinLock(0, Date.now()));
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
  });

  it('asks for the reason, then the PIN, then acts with the trimmed reason and closes', async () => {
    pinServer();
    const onConfirm = vi.fn(async () => {});
    const { view, onClose } = await open(onConfirm);
    unmount = view.unmount;
    expect(dialogTitle()).toBe('Supprimer « Services »');
    expect(document.body.textContent).toContain('La catégorie disparaîtra des listes.');

    await click('[data-testid="operator-action-dialog"] button[type="submit"]');
    expect(alertText()).toBe(OPERATOR_MSG.reasonRequired);
    expect(dialogTitle()).toBe('Supprimer « Services »');

    await typeInto(document.querySelector('textarea')!, '  Rayon vide depuis un an  ');
    await click('[data-testid="operator-action-dialog"] button[type="submit"]');
    expect(dialogTitle()).toBe('Code PIN');
    await enterPin('1234');
    expect(onConfirm).toHaveBeenCalledWith('Rayon vide depuis un an');
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's French refusal and lets the operator try again; an expired grant asks the PIN again", async () => {
    pinServer();
    const onConfirm = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, OPERATOR_MSG.categoryInUse, 'category_in_use'))
      .mockRejectedValueOnce(new ApiError(403, 'Confirmez votre code PIN pour continuer', 'pin_required'))
      .mockResolvedValueOnce(undefined);
    const { view, onClose } = await open(onConfirm);
    unmount = view.unmount;
    await typeInto(document.querySelector('textarea')!, 'Rayon vide');
    await click('[data-testid="operator-action-dialog"] button[type="submit"]');
    await enterPin('1234');
    expect(dialogTitle()).toBe('Supprimer « Services »');
    expect(alertText()).toBe(OPERATOR_MSG.categoryInUse);
    expect(document.querySelector('textarea')!.value).toBe('Rayon vide');
    expect(onClose).not.toHaveBeenCalled();

    await click('[data-testid="operator-action-dialog"] button[type="submit"]');
    await enterPin('1234');
    // The grant had gone: the PIN again, then the action.
    expect(dialogTitle()).toBe('Code PIN');
    await enterPin('1234');
    expect(onConfirm).toHaveBeenCalledTimes(3);
    expect(onClose).toHaveBeenCalled();
  });
});
