// What the operators' console shows a newcomer: one open dispute (a buyer's damaged mangoes, the seller's
// answer, the order Disputed and its conversation held open) and one open report (a publication whose
// photos a buyer finds misleading). Neither involves the demo client or the demo seller: their screens
// stay as the other journeys know them.
import { orderReferenceOf } from '@sugu/domain';
import { type DemoRows, type DemoTools, HOUR, type UserRow } from './demo-tools.js';

export function addConsoleQueues(rows: DemoRows, tools: DemoTools, buyers: UserRow[]): void {
  const { ago, idAt } = tools;
  const buyer = buyers[3]!;
  const product = rows.products.find((p) => p.productName === 'Mangues Kent')!;
  const sellerId = rows.shops.find((s) => s.id === product.shopId)!.userId;

  // The order: accepted two days ago, disputed this morning (its 7-day timer stopped).
  const createdAt = ago(60);
  const acceptedAt = new Date(createdAt.getTime() + 3 * HOUR);
  const openedAt = ago(5);
  const orderId = idAt(createdAt);
  rows.orders.push({
    id: orderId,
    reference: orderReferenceOf(orderId),
    userId: buyer.id,
    shopId: product.shopId,
    productId: product.id,
    productNumber: 5,
    deliveryMethod: 'home',
    productName: product.productName,
    productPrice: product.productPrice,
    totalPrice: product.productPrice * 5,
    currency: product.currency,
    orderState: 'Disputed',
    acceptedAt,
    createdAt,
    updatedAt: openedAt,
  });
  // The pair's conversation, opened by this order, held open while the dispute lasts.
  const existing = rows.conversations.find((c) => c.buyerId === buyer.id && c.sellerId === sellerId);
  const conversation = existing ?? {
    id: idAt(createdAt),
    buyerId: buyer.id,
    sellerId,
    shopId: product.shopId,
    openedAt: createdAt,
    createdAt,
  };
  if (!existing) rows.conversations.push(conversation);
  if (conversation.openedAt < createdAt) conversation.openedAt = createdAt;
  conversation.heldOpen = 1;

  const disputeId = idAt(openedAt);
  rows.disputes.push({
    id: disputeId,
    orderId,
    buyerId: buyer.id,
    shopId: product.shopId,
    reason: 'damaged',
    openedAt,
  });
  rows.disputeMessages.push(
    {
      id: idAt(openedAt),
      disputeId,
      authorId: buyer.id,
      text: 'Sur les 5 kg livrés, près de la moitié des mangues étaient écrasées et déjà pourries.',
      createdAt: openedAt,
    },
    {
      id: idAt(ago(3)),
      disputeId,
      authorId: sellerId,
      text: 'Elles sont parties en bon état de Sikasso. Je peux remplacer 2 kg à la prochaine livraison.',
      createdAt: ago(3),
    },
  );

  // The report: a buyer finds the photos of another shop's publication misleading.
  const publication = rows.publications.find((p) => p.shopId !== product.shopId && p.publicationCaption)!;
  const ownerId = rows.shops.find((s) => s.id === publication.shopId)!.userId;
  const reporter = buyers.find((b) => b.id !== ownerId && b.id !== buyer.id && b !== buyers[0])!;
  rows.reports.push({
    id: idAt(ago(8)),
    reporterId: reporter.id,
    targetType: 'publication',
    targetId: publication.id,
    ownerId,
    excerpt: (publication.publicationCaption ?? '').slice(0, 300),
    reason: 'Les photos ne correspondent pas à ce qui est livré : le tissu reçu est bien plus fin.',
    createdAt: ago(8),
  });
}
