// @vitest-environment jsdom
import type { MeResponse, Order } from '@sugu/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../entities/session/api/me';
import { render, update } from '../../shared/test/render';
import MessagesRoute from './MessagesRoute';

// An order screen that fails to render (a bug, an answer it cannot show): only for the order 'BROKEN'.
vi.mock('../../features/orders/components/OrderPanel', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../features/orders/components/OrderPanel')>();
  return {
    ...real,
    OrderPanel: (props: Parameters<typeof real.OrderPanel>[0]) => {
      if (props.order.id === 'BROKEN') throw new Error('order screen failed');
      return <real.OrderPanel {...props} />;
    },
  };
});

function order(id: string, productName: string): Order {
  return {
    id,
    reference: `REF-${id}`,
    orderUser: {
      id: 'buyer',
      username: 'Awa',
      profilePictureUrl: null,
      phone: null,
      dialCode: '+223',
      shop: null,
    },
    orderShop: {
      id: 'shop',
      shopName: 'Boutique Awa',
      coverImgUrl: null,
      owner: { id: 'seller', username: 'Moussa', phone: null, dialCode: '+223' },
      IsIdentityVerified: false,
    },
    orderProduct: { id: `product-${id}`, productName, productPrice: 1000 },
    productNumber: 1,
    deliveryMethod: 'home',
    paymentMethod: 'agreement',
    orderState: 'Pending',
    totalPrice: 1000,
    currency: 'FCFA',
    createAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: null,
    finishedAt: null,
    refusedAt: null,
    refundedAmount: null,
    autoTransitionAt: null,
    viewerRole: 'seller',
  };
}

let navigate: NavigateFunction = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The order screen open over the list, if any: its order reference. */
const openOrder = () => document.querySelector('[data-testid="order-panel"] .order-panel__id')?.textContent;
const selectedTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('/messages', () => {
  beforeEach(() => {
    // Nothing reaches a server: every answer the page needs is in the cache.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** /messages with these orders in the cache (and no conversation). */
  async function messagesPage(orders: Order[]) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(meQueryKey, { id: 'seller', isEmailVerified: true } as MeResponse);
    client.setQueryData(['orders', 'mine'], orders);
    client.setQueryData(['messages', 'conversations'], []);
    client.setQueryData(['messages', 'unread'], 0);
    const view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/messages']}>
          <Navigator />
          <Routes>
            <Route path="/messages" element={<MessagesRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { client, view };
  }

  it('follows ?commande= from one order link to the next while the page stays mounted', async () => {
    const { client, view } = await messagesPage([
      order('A-1', 'Tissu wax'),
      order('B-2', 'Beurre de karité'),
    ]);
    expect(selectedTab()).toContain('Discussions');

    await update(() => navigate('/messages?commande=A-1'));
    expect(selectedTab()).toContain('Commandes');
    expect(openOrder()).toBe('REF-A-1');

    await update(() => navigate('/messages?commande=B-2'));
    expect(openOrder()).toBe('REF-B-2');
    await view.unmount();
    client.clear();
  });

  it('keeps the tabs and the order list usable when the order screen fails, and opens the next order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, view } = await messagesPage([
      order('BROKEN', 'Tissu wax'),
      order('B-2', 'Beurre de karité'),
    ]);
    await update(() => navigate('/messages?commande=BROKEN'));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Une erreur est survenue');
    expect(document.querySelectorAll('[data-testid="orders-list"] li')).toHaveLength(2);
    expect(selectedTab()).toContain('Commandes');

    await update(() => navigate('/messages?commande=B-2'));
    expect(openOrder()).toBe('REF-B-2');
    expect(document.querySelector('[role="alert"]')).toBeNull();

    // The other tab still works.
    await update(() => document.querySelector<HTMLButtonElement>('#messages-discussions-tab')?.click());
    expect(selectedTab()).toContain('Discussions');
    await view.unmount();
    client.clear();
  });
});
