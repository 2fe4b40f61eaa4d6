// Disputes on an order: the buyer opens one on an Accepted order (the order becomes Disputed: its 7-day
// timer stops, receipt cannot be confirmed, the pair's conversation is held open), both parties write in
// its thread, the buyer may close it ('Le problème est réglé': Accepted again, the timer resumes where it
// stopped), an operator decides it (resolveDispute: refund, release or split through the wallet's escrow).
import {
  DISPUTE,
  DISPUTE_MSG,
  type Dispute,
  type DisputeOutcome,
  DisputeReplyFields,
  describeOutcome,
  formatOrderReference,
  OpenDisputeFields,
  type OperatorOutcome,
  OUTCOMES_AGAINST_SHOP,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { StoredImage } from '../../media/media.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { MultipartForm, UploadedFile } from '../../media/upload.js';
import type { UserRow } from '../../session/session.js';
import { holdConversationOpen, releaseConversationHold } from '../messaging/index.js';
import { notify } from '../notifications/index.js';
import {
  endDisputedOrder,
  markOrderDisputed,
  type OrderRow,
  orderLink,
  requireOrderParty,
  resumeOrderAfterDispute,
} from '../orders/index.js';
import { refundEscrow, releaseEscrow, splitEscrow } from '../wallet/index.js';
import { type DisputedOrder, presentDispute } from './disputes.presenter.js';
import {
  countDisputeLost,
  type DisputeRow,
  endDispute,
  findDispute,
  findLatestDispute,
  findOrderSummary,
  findThread,
  insertDispute,
  insertDisputeMessage,
  setMoneyMoved,
} from './disputes.repository.js';

const noDispute = () => notFound(DISPUTE_MSG.noDispute, 'dispute_not_found');
const notOpen = () => conflict(DISPUTE_MSG.notOpen, 'dispute_not_open');

const partiesOf = (row: OrderRow): DisputedOrder => ({
  buyerId: row.order.userId,
  ownerId: row.owner.id,
  shopName: row.shop.shopName,
  totalPrice: row.order.totalPrice,
  currency: row.order.currency,
});

async function present(ctx: AppContext, dispute: DisputeRow, order: DisputedOrder, viewerId: string) {
  return presentDispute(dispute, await findThread(ctx.db, dispute.id), order, viewerId);
}

/** The title of each notification a dispute sends. */
const TITLES = {
  Dispute: () => DISPUTE_MSG.openedTitle,
  DisputeReply: () => DISPUTE_MSG.replyTitle,
  DisputeResolved: () => DISPUTE_MSG.resolvedTitle,
} as const;

/** Tells one of the parties (`news.userId`) what happened to the dispute of an order, linking to the order. */
const notifyAboutOrder = (
  tx: Executor,
  orderId: string,
  news: { userId: string; actorId: string; type: keyof typeof TITLES; message: () => string },
) => notify(tx, { ...news, title: TITLES[news.type], link: orderLink(orderId) });

/** A message of the thread with its photos (stored by withStoredImages before the transaction). */
const addMessage = (
  tx: Executor,
  message: { disputeId: string; authorId: string; text: string; at: Date },
  images: readonly StoredImage[],
) =>
  insertDisputeMessage(
    tx,
    { disputeId: message.disputeId, authorId: message.authorId, text: message.text, createdAt: message.at },
    images.map((image) => ({ mediaKey: image.key, width: image.width, height: image.height })),
  );

/** The photos of a message (at most DISPUTE.maxPhotos; the form reader refused more). */
const buffersOf = (files: readonly UploadedFile[]) => files.slice(0, DISPUTE.maxPhotos).map((f) => f.buffer);

/** A party's written step on the dispute of `orderId`: its text and photos in `form`; the dispute after it. */
type DisputeWrite = (
  ctx: AppContext,
  user: UserRow,
  orderId: string,
  form: MultipartForm,
) => Promise<Dispute>;

/** POST /api/Order/{id}/dispute: the buyer reports a problem on an Accepted order. */
export const openDispute: DisputeWrite = async (ctx, user, orderId, form) => {
  const row = await requireOrderParty(ctx, user, orderId);
  if (row.order.userId !== user.id) throw forbidden(DISPUTE_MSG.buyerOnly, 'buyer_only');
  if (row.order.orderState === 'Disputed') throw conflict(DISPUTE_MSG.alreadyOpen, 'dispute_already_open');
  if (row.order.orderState !== 'Accepted') throw conflict(DISPUTE_MSG.notDisputable, 'order_not_disputable');
  const fields = parseOrThrow(OpenDisputeFields, form.fields);
  const now = ctx.now();
  const parties = partiesOf(row);
  const dispute = await withStoredImages(ctx, buffersOf(form.files), (images) =>
    ctx.db.transaction(async (tx) => {
      // The order's conditional UPDATE decides a race between two openings (or an opening and the timer).
      const order = await markOrderDisputed(tx, orderId, now);
      if (!order) {
        throw (await findLatestDispute(tx, orderId))?.state === 'Open'
          ? conflict(DISPUTE_MSG.alreadyOpen, 'dispute_already_open')
          : conflict(DISPUTE_MSG.notDisputable, 'order_not_disputable');
      }
      const opened = await insertDispute(tx, {
        orderId,
        buyerId: user.id,
        shopId: row.shop.id,
        reason: fields.reason,
        openedAt: now,
      });
      if (!opened) throw conflict(DISPUTE_MSG.alreadyOpen, 'dispute_already_open');
      await addMessage(
        tx,
        { disputeId: opened.id, authorId: user.id, text: fields.description, at: now },
        images,
      );
      await holdConversationOpen(tx, { buyerId: parties.buyerId, sellerId: parties.ownerId });
      await notifyAboutOrder(tx, orderId, {
        userId: parties.ownerId,
        actorId: user.id,
        type: 'Dispute',
        message: () => DISPUTE_MSG.openedMessage(reference(row), user.username, fields.reason),
      });
      return opened;
    }),
  );
  return present(ctx, dispute, parties, user.id);
};

const reference = (row: OrderRow) => formatOrderReference(row.order.reference);

/** GET /api/Order/{id}/dispute: the order's latest dispute, for its buyer and its seller. */
export async function getDispute(ctx: AppContext, user: UserRow, orderId: string): Promise<Dispute> {
  const row = await requireOrderParty(ctx, user, orderId);
  const dispute = await findLatestDispute(ctx.db, orderId);
  if (!dispute) throw noDispute();
  return present(ctx, dispute, partiesOf(row), user.id);
}

/** POST /api/Order/{id}/dispute/reply: either party adds text (and photos) to the open dispute. */
export const replyToDispute: DisputeWrite = async (ctx, user, orderId, form) => {
  const row = await requireOrderParty(ctx, user, orderId);
  const dispute = await findLatestDispute(ctx.db, orderId);
  if (!dispute) throw noDispute();
  if (dispute.state !== 'Open') throw notOpen();
  const { text } = parseOrThrow(DisputeReplyFields, form.fields);
  const parties = partiesOf(row);
  const now = ctx.now();
  await withStoredImages(ctx, buffersOf(form.files), (images) =>
    ctx.db.transaction(async (tx) => {
      await addMessage(tx, { disputeId: dispute.id, authorId: user.id, text, at: now }, images);
      const other = user.id === parties.buyerId ? parties.ownerId : parties.buyerId;
      const name = user.id === parties.ownerId ? parties.shopName : user.username;
      await notifyAboutOrder(tx, orderId, {
        userId: other,
        actorId: user.id,
        type: 'DisputeReply',
        message: () => DISPUTE_MSG.replyMessage(reference(row), name),
      });
    }),
  );
  return present(ctx, (await findDispute(ctx.db, dispute.id)) ?? dispute, parties, user.id);
};

/**
 * POST /api/Order/{id}/dispute/close ('Le problème est réglé'): the buyer withdraws the dispute; the
 * order is Accepted again and its 7-day timer resumes with the time it had left when the dispute opened.
 */
export async function closeDispute(ctx: AppContext, user: UserRow, orderId: string): Promise<Dispute> {
  const row = await requireOrderParty(ctx, user, orderId);
  if (row.order.userId !== user.id) throw forbidden(DISPUTE_MSG.buyerOnlyClose, 'buyer_only');
  const latest = await findLatestDispute(ctx.db, orderId);
  if (!latest) throw noDispute();
  const parties = partiesOf(row);
  const now = ctx.now();
  const closed = await ctx.db.transaction(async (tx) => {
    const ended = await endDispute(tx, latest.id, { outcome: 'withdrawn', closedAt: now });
    if (!ended) throw notOpen();
    const pausedMs = Math.max(0, now.getTime() - ended.openedAt.getTime());
    if (!(await resumeOrderAfterDispute(tx, orderId, pausedMs, now))) throw notOpen();
    await releaseConversationHold(tx, { buyerId: parties.buyerId, sellerId: parties.ownerId });
    await notifyAboutOrder(tx, orderId, {
      userId: parties.ownerId,
      actorId: user.id,
      type: 'DisputeResolved',
      message: () => DISPUTE_MSG.withdrawnMessage(reference(row), user.username),
    });
    return ended;
  });
  return present(ctx, closed, parties, user.id);
}

export interface ResolveDisputeInput {
  disputeId: string;
  outcome: OperatorOutcome;
  /** For a split: what goes back to the buyer, 1 ≤ x < the order's total. */
  refundAmount?: number | null;
}

/**
 * An operator decides an open dispute, inside the caller's transaction (the operator action writes its
 * audit row in the same one). refund: the escrow back to the buyer, order Refunded; release: the escrow to
 * the seller, order Finished; split: both, order Finished. A pay-on-delivery order moves no money: the
 * outcome is recorded and counts in the shop's trust signal all the same. A second decision (another
 * operator at the same moment) finds the dispute no longer open: 409.
 */
export async function resolveDispute(
  tx: Executor,
  input: ResolveDisputeInput,
  actorId: string,
  now: Date,
): Promise<{ before: DisputeRow; after: DisputeRow }> {
  if (!isUuid(input.disputeId)) throw noDispute();
  const before = await findDispute(tx, input.disputeId);
  if (!before) throw noDispute();
  const found = await findOrderSummary(tx, before.orderId);
  if (!found) throw noDispute();
  const order = {
    id: found.order.id,
    reference: found.order.reference,
    buyerId: found.order.userId,
    shopId: found.order.shopId,
    ownerId: found.ownerId,
    totalPrice: found.order.totalPrice,
    currency: found.order.currency,
  };
  const refundAmount = input.outcome === 'split' ? (input.refundAmount ?? null) : null;
  if (
    input.outcome === 'split' &&
    (refundAmount === null || refundAmount < 1 || refundAmount >= order.totalPrice)
  ) {
    throw invalid(DISPUTE_MSG.refundAmountInvalid, { refundAmount: DISPUTE_MSG.refundAmountInvalid });
  }
  // The first write decides: a concurrent decision waits on this row, then finds it Resolved.
  const ended = await endDispute(tx, before.id, {
    outcome: input.outcome,
    refundAmount,
    resolvedBy: actorId,
    closedAt: now,
  });
  if (!ended) throw conflict(DISPUTE_MSG.alreadyResolved, 'dispute_already_resolved');
  const moved = await endDisputedOrder(
    tx,
    order.id,
    input.outcome === 'refund'
      ? { state: 'Refunded', refundedAmount: order.totalPrice }
      : { state: 'Finished', refundedAmount: refundAmount },
    now,
  );
  if (!moved) throw conflict(DISPUTE_MSG.alreadyResolved, 'dispute_already_resolved');
  const escrow =
    input.outcome === 'refund'
      ? await refundEscrow(tx, { orderId: order.id, buyerId: order.buyerId, cause: 'dispute' })
      : input.outcome === 'release'
        ? await releaseEscrow(tx, { orderId: order.id, sellerId: order.ownerId, cause: 'dispute' })
        : await splitEscrow(tx, {
            orderId: order.id,
            sellerId: order.ownerId,
            refundAmount: refundAmount ?? 0,
          });
  const moneyMoved = escrow !== 'none';
  if (moneyMoved) await setMoneyMoved(tx, ended.id);
  if (OUTCOMES_AGAINST_SHOP.includes(input.outcome)) await countDisputeLost(tx, order.shopId);
  await releaseConversationHold(tx, { buyerId: order.buyerId, sellerId: order.ownerId });
  const text = () =>
    describeOutcome(input.outcome as DisputeOutcome, {
      total: order.totalPrice,
      currency: order.currency,
      refundAmount,
      moneyMoved,
    });
  for (const userId of [order.buyerId, order.ownerId]) {
    await notifyAboutOrder(tx, order.id, {
      userId,
      actorId,
      type: 'DisputeResolved',
      message: () => DISPUTE_MSG.decidedMessage(formatOrderReference(order.reference), text()),
    });
  }
  return { before, after: { ...ended, moneyMoved } };
}
