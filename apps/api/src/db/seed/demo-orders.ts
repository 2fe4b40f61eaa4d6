// Sales of the demo: accepted and finished orders (their 36-hour conversations long closed), an order in
// every state between the demo client and the demo seller (the pending one with an open conversation), and
// the demo client's wallet deposits; two old sales keep their chat messages.
import { ORDER, orderReferenceOf } from '@sugu/domain';
import type * as t from '../schema/index.js';
import { type DemoRows, type DemoTools, HOUR, type Row, type UserRow } from './demo-tools.js';

/** The demo client's wallet: two recharges and a withdrawal, all settled (balance 55 000 XOF). */
const DEMO_WALLET = [
  { type: 3, amount: 50_000, daysAgo: 10 },
  { type: 4, amount: 15_000, daysAgo: 6 },
  { type: 3, amount: 20_000, daysAgo: 2 },
] as const;
export const DEMO_BALANCE = DEMO_WALLET.reduce(
  (sum, op) => sum + (op.type === 3 ? op.amount : -op.amount),
  0,
);

interface People {
  demoClient: UserRow;
  demoSeller: UserRow;
  /** The demo client first, then the other buyers. */
  clients: UserRow[];
}

export function addOrders(
  rows: DemoRows,
  tools: DemoTools,
  { demoClient, demoSeller, clients }: People,
): void {
  const { rand, pick, ago, between, after, idAt } = tools;
  const productByName = (name: string) => rows.products.find((p) => p.productName === name)!;
  const shopOwner = (shopId: string) => {
    const userId = rows.shops.find((s) => s.id === shopId)!.userId;
    return rows.users.find((u) => u.id === userId)!;
  };
  const now = ago(0);
  /**
   * An order and what became of it: by default accepted within 6 hours, and Finished 7 days after the
   * acceptance as the timer would have made it; `Finished` alone is the buyer confirming receipt earlier.
   */
  const order = (
    buyer: UserRow,
    productName: string,
    quantity: number,
    createdAt: Date,
    outcome: 'Pending' | 'Accepted' | 'Refused' | 'Finished' = 'Accepted',
  ) => {
    const product = productByName(productName);
    const answeredAt = outcome === 'Pending' ? null : after(createdAt, 6);
    let state = outcome;
    let finishedAt: Date | null = null;
    if (answeredAt && state === 'Finished') finishedAt = after(answeredAt, 72);
    const autoFinish = answeredAt && new Date(answeredAt.getTime() + ORDER.autoFinishDays * 24 * HOUR);
    if (state === 'Accepted' && autoFinish && autoFinish <= now) {
      state = 'Finished';
      finishedAt = autoFinish;
    }
    const accepted = state === 'Accepted' || state === 'Finished';
    const id = idAt(createdAt);
    rows.orders.push({
      id,
      reference: orderReferenceOf(id),
      userId: buyer.id,
      shopId: product.shopId,
      productId: product.id,
      productNumber: quantity,
      deliveryMethod: pick(['home', 'contact', 'get'] as const),
      productName: product.productName,
      productPrice: product.productPrice,
      totalPrice: product.productPrice * quantity,
      currency: product.currency,
      orderState: state,
      acceptedAt: accepted ? answeredAt : null,
      refusedAt: state === 'Refused' ? answeredAt : null,
      finishedAt,
      createdAt,
      updatedAt: finishedAt ?? answeredAt ?? createdAt,
    });
  };
  const sold = (hoursAgo: number) => ago(hoursAgo + rand() * 12);
  order(demoClient, 'Mangues Kent', 3, sold(20 * 24));
  order(demoClient, 'Beurre de karité pur', 1, sold(12 * 24));
  order(clients[1]!, 'Bazin riche getzner', 6, sold(15 * 24));
  order(clients[2]!, 'Grand boubou brodé', 1, sold(9 * 24));
  order(clients[4]!, 'Complet pagne wax', 2, sold(4 * 24));
  for (let k = 0; k < 12; k++) {
    const product = pick(rows.products);
    const from = new Date(Math.max(product.createdAt.getTime(), ago(30 * 24).getTime()));
    order(
      pick(clients.slice(1)),
      product.productName,
      product.unit === 1 ? 2 + Math.floor(rand() * 4) : 1 + Math.floor(rand() * 2),
      between(from, ago(48)),
    );
  }
  // The demo client and the demo seller have an order in every state.
  order(demoClient, 'Bazin riche getzner', 5, sold(14 * 24), 'Finished');
  order(demoClient, 'Boubou homme 3 pièces', 1, sold(6 * 24), 'Refused');
  order(demoClient, 'Complet pagne wax', 2, sold(3 * 24), 'Accepted');
  order(demoClient, 'Grand boubou brodé', 1, ago(2), 'Pending');

  // One conversation per (buyer, seller) pair, opened by the pair's latest order.
  const pairs = new Map<string, Row<typeof t.conversations> & { id: string; openedAt: Date }>();
  for (const o of rows.orders) {
    const sellerId = rows.shops.find((s) => s.id === o.shopId)!.userId;
    const key = `${o.userId}:${sellerId}`;
    const current = pairs.get(key);
    if (!current) {
      pairs.set(key, {
        id: idAt(o.createdAt),
        buyerId: o.userId,
        sellerId,
        shopId: o.shopId,
        openedAt: o.createdAt,
        createdAt: o.createdAt,
      });
    } else if (o.createdAt > current.openedAt) {
      current.openedAt = o.createdAt;
    }
  }
  rows.conversations = [...pairs.values()];
  const say = (
    buyer: UserRow,
    seller: UserRow,
    fromBuyer: boolean,
    content: string,
    createdAt: Date,
    isRead = true,
  ): Date => {
    const conversation = pairs.get(`${buyer.id}:${seller.id}`)!;
    const [senderId, receiverId] = fromBuyer ? [buyer.id, seller.id] : [seller.id, buyer.id];
    rows.messages.push({
      id: idAt(createdAt),
      conversationId: conversation.id,
      senderId,
      receiverId,
      content,
      isRead,
      createdAt,
    });
    conversation.lastMessageAt = createdAt;
    return createdAt;
  };
  const mangoSeller = shopOwner(productByName('Mangues Kent').shopId);
  const mangoOrder = rows.orders[0]!;
  // Each answer after what it answers; a thank-you for a delivery a day or more later.
  const mangoAsked = say(
    demoClient,
    mangoSeller,
    true,
    'Bonjour, je voudrais 3 kg de mangues Kent livrées à Kalaban Coura.',
    after(mangoOrder.createdAt, 0.3),
  );
  const mangoAnswered = say(
    demoClient,
    mangoSeller,
    false,
    'Bonjour Seydou, c’est noté ! Livraison jeudi matin 🥭',
    after(mangoAsked, 2),
  );
  say(
    demoClient,
    mangoSeller,
    true,
    'Bien reçues, elles sont délicieuses. Merci !',
    after(new Date(mangoAnswered.getTime() + 24 * HOUR), 6),
  );
  say(
    demoClient,
    demoSeller,
    true,
    'Bonjour, je viens de commander le grand boubou brodé. Vous livrez à Kalaban Coura ?',
    ago(1.8),
  );
  say(
    demoClient,
    demoSeller,
    false,
    'Bonjour Seydou, oui ! Livraison possible demain après-midi à Kalaban Coura.',
    ago(1.5),
    false,
  );

  // The demo seller's closed conversation (a boubou sold nine days ago): read-only history to show.
  const boubouOrder = rows.orders.find(
    (o) => o.userId === clients[2]!.id && o.productName === 'Grand boubou brodé',
  )!;
  const boubouAsked = say(
    clients[2]!,
    demoSeller,
    true,
    'Bonjour, le boubou est-il disponible en taille XL ?',
    after(boubouOrder.createdAt, 0.5),
  );
  const boubouAnswered = say(
    clients[2]!,
    demoSeller,
    false,
    'Oui, je vous le prépare pour demain.',
    after(boubouAsked, 1),
  );
  say(
    clients[2]!,
    demoSeller,
    true,
    'Reçu, il est magnifique. Merci !',
    after(new Date(boubouAnswered.getTime() + 24 * HOUR), 6),
  );

  // The demo client's wallet operations; their ledger entries come from demo-wallet.ts.
  for (const op of DEMO_WALLET) {
    const at = ago(op.daysAgo * 24 + rand() * 6);
    rows.walletOperations.push({
      id: idAt(at),
      userId: demoClient.id,
      type: op.type,
      status: 1,
      operationAmount: op.amount,
      currency: 'XOF',
      provider: 'sandbox',
      providerRef: `demo-${idAt(at)}`,
      operationTime: at,
      settledAt: at,
    });
  }
}
