// A dispute and its thread as the buyer, the seller or an operator sees it; the outcome in plain French.
import { DISPUTE_MSG, type Dispute, describeOutcome, MEDIA, mediaUrl } from '@sugu/domain';
import type { DisputeRow, findThread } from './disputes.repository.js';

/** What the presenter needs of the order: its parties and its total. */
export interface DisputedOrder {
  buyerId: string;
  ownerId: string;
  shopName: string;
  totalPrice: number;
  currency: string;
}

type Thread = Awaited<ReturnType<typeof findThread>>;

const roleOf = (authorId: string, order: DisputedOrder) =>
  authorId === order.buyerId ? 'buyer' : authorId === order.ownerId ? 'seller' : 'operator';

export function presentDispute(
  dispute: DisputeRow,
  thread: Thread,
  order: DisputedOrder,
  viewerId: string,
): Dispute {
  const photosOf = new Map<string, Dispute['messages'][number]['photos']>();
  for (const photo of thread.photos) {
    const list = photosOf.get(photo.messageId) ?? [];
    list.push({ url: mediaUrl(photo.mediaKey, MEDIA.widths[1]), width: photo.width, height: photo.height });
    photosOf.set(photo.messageId, list);
  }
  return {
    id: dispute.id,
    orderId: dispute.orderId,
    reason: dispute.reason,
    state: dispute.state,
    outcome: dispute.outcome,
    refundAmount: dispute.refundAmount,
    outcomeText: dispute.outcome
      ? describeOutcome(dispute.outcome, {
          total: order.totalPrice,
          currency: order.currency,
          refundAmount: dispute.refundAmount,
          moneyMoved: dispute.moneyMoved,
        })
      : null,
    moneyMoved: dispute.moneyMoved,
    openedAt: dispute.openedAt.toISOString(),
    closedAt: dispute.closedAt?.toISOString() ?? null,
    messages: thread.messages.map((m) => {
      const authorRole = roleOf(m.authorId, order);
      return {
        id: m.id,
        authorId: m.authorId,
        authorRole,
        authorName:
          authorRole === 'seller'
            ? order.shopName
            : authorRole === 'operator'
              ? DISPUTE_MSG.operatorName
              : m.authorUsername,
        text: m.text,
        photos: photosOf.get(m.id) ?? [],
        createdAt: m.createdAt.toISOString(),
      };
    }),
    viewerRole: roleOf(viewerId, order),
  };
}
