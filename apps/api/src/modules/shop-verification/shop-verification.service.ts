// The verified badge: a seller's request (an identity document's photo kept in the private storage, the legal
// or trading name, an optional RCCM), its state, the operator's decision, and the deletion of the document
// SHOP_VERIFICATION.documentRetentionDays after the decision.
import {
  type AdminVerificationItem,
  type AdminVerificationList,
  type AdminVerificationQuery,
  SHOP_VERIFICATION,
  SHOP_VERIFICATION_MSG,
  ShopVerificationBody,
  type ShopVerificationRequest,
  type ShopVerificationStatus,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Announce } from '../../lib/cache-events.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { parseOrThrow } from '../../lib/validation.js';
import { notify } from '../notifications/index.js';
import { markShopIdentityVerified, type ShopTableRow } from '../shops/index.js';
import { presentQueueItem, presentRequest, presentStatus } from './shop-verification.presenter.js';
import {
  decidePendingRequest,
  findDocumentsDue,
  findLatestRequest,
  findQueueRow,
  findRequest,
  findRequestWithShop,
  hasPendingRequest,
  insertRequest,
  listRequests,
  markDocumentDeleted,
} from './shop-verification.repository.js';

const DAY_MS = 24 * 3_600_000;
/** Documents deleted by one sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;
/** Where the seller reads the badge's state. */
const SELLER_PAGE = '/profil-vendeur';

/** Requests one queue answer lists at most (the count says how many there are). */
const QUEUE_LIMIT = 100;
const QUEUE_STATES = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

const alreadyPending = () => conflict(SHOP_VERIFICATION_MSG.alreadyPending, 'verification_pending');
const requestNotFound = () => notFound(SHOP_VERIFICATION_MSG.requestNotFound, 'verification_not_found');

export async function getVerificationStatus(
  ctx: AppContext,
  shop: ShopTableRow,
): Promise<ShopVerificationStatus> {
  return presentStatus(shop.isIdentityVerified, await findLatestRequest(ctx.db, shop.id));
}

export interface VerificationForm {
  /** The form's text fields as received. */
  fields: Record<string, unknown>;
  /** The identity document's photo, if one was sent. */
  document: Buffer | null;
}

/**
 * A seller asks for the badge. Refused before the document is processed when the shop already has it (409),
 * a field is wrong or the photo is missing (400), or a request is under review (409); the photo is then
 * re-encoded into the private storage. Should the insert still fail (a simultaneous request won), the stored
 * document is removed: a refused request keeps no photo.
 */
export async function requestVerification(
  ctx: AppContext,
  shop: ShopTableRow,
  form: VerificationForm,
): Promise<ShopVerificationStatus> {
  if (shop.isIdentityVerified) throw conflict(SHOP_VERIFICATION_MSG.alreadyVerified, 'already_verified');
  const body = parseOrThrow(ShopVerificationBody, form.fields);
  if (!form.document)
    throw invalid(
      SHOP_VERIFICATION_MSG.documentRequired,
      { [SHOP_VERIFICATION.documentField]: SHOP_VERIFICATION_MSG.documentRequired },
      'document_required',
    );
  if (await hasPendingRequest(ctx.db, shop.id)) throw alreadyPending();

  const documentName = await ctx.media.saveDocument(form.document);
  try {
    const row = await insertRequest(ctx.db, {
      shopId: shop.id,
      legalName: body.legalName,
      rccm: body.rccm,
      documentName,
      createdAt: ctx.now(),
    });
    return presentStatus(false, row);
  } catch (error) {
    await ctx.media.documents.delete(documentName);
    if (uniqueViolation(error) === 'shop_verification_pending_key') throw alreadyPending();
    throw error;
  }
}

export interface VerificationDecision {
  requestId: string;
  approve: boolean;
  /** The operator's reason: the rejected seller reads it. */
  reason: string;
  /** When it is decided (the app's clock): the document's retention counts from it. */
  decidedAt: Date;
}

/**
 * An operator decides a pending request, in the caller's transaction (the operator's audited action). Approval
 * gives the shop the badge; either way the seller is notified, a rejection with its reason, and may ask again.
 * 404 for an unknown request, 409 when it was already decided (two operators at once: one wins).
 */
export async function decideVerification(
  tx: Executor,
  decision: VerificationDecision,
  actorId: string,
  announce: Announce,
): Promise<{ result: ShopVerificationRequest; before: unknown; after: unknown }> {
  if (!isUuid(decision.requestId)) throw requestNotFound();
  const found = await findRequestWithShop(tx, decision.requestId);
  if (!found) throw requestNotFound();
  const reason = decision.reason.trim();
  const decided = await decidePendingRequest(tx, decision.requestId, {
    state: decision.approve ? 'Approved' : 'Rejected',
    reason,
    decidedAt: decision.decidedAt,
    decidedBy: actorId,
  });
  if (!decided) throw conflict(SHOP_VERIFICATION_MSG.alreadyDecided, 'verification_decided');

  if (decision.approve) await markShopIdentityVerified(tx, announce, decided.shopId);
  await notify(tx, {
    userId: found.ownerId,
    type: 'Verification',
    title: () =>
      decision.approve ? SHOP_VERIFICATION_MSG.approvedTitle : SHOP_VERIFICATION_MSG.rejectedTitle,
    message: () =>
      decision.approve
        ? SHOP_VERIFICATION_MSG.approvedMessage
        : SHOP_VERIFICATION_MSG.rejectedMessage(reason),
    link: SELLER_PAGE,
  });
  return {
    result: presentRequest(decided),
    before: { state: found.request.state },
    after: { state: decided.state, shopId: decided.shopId },
  };
}

/** The operators' queue of a state: pending oldest first, decided newest first, with the state's count. */
export async function listVerificationQueue(
  ctx: AppContext,
  query: AdminVerificationQuery,
): Promise<AdminVerificationList> {
  const { rows, total } = await listRequests(ctx.db, QUEUE_STATES[query.state], QUEUE_LIMIT);
  return { state: query.state, total, items: rows.map(presentQueueItem) };
}

/** One request as the operators see it; 404 for an unknown one. */
export async function getVerificationForOperator(
  ctx: AppContext,
  requestId: string,
): Promise<AdminVerificationItem> {
  const row = isUuid(requestId) ? await findQueueRow(ctx.db, requestId) : undefined;
  if (!row) throw requestNotFound();
  return presentQueueItem(row);
}

/**
 * The identity document of a request, for an operator (the route checks who asks and records the view): 404 for
 * an unknown request, and once the document is deleted (SHOP_VERIFICATION.documentRetentionDays).
 */
export async function openVerificationDocument(ctx: AppContext, requestId: string) {
  const row = isUuid(requestId) ? await findRequest(ctx.db, requestId) : undefined;
  if (!row) throw requestNotFound();
  if (row.documentDeletedAt) throw notFound(SHOP_VERIFICATION_MSG.documentGone, 'document_deleted');
  const object = await ctx.media.documents.get(row.documentName);
  if (!object) throw notFound(SHOP_VERIFICATION_MSG.documentGone, 'document_deleted');
  return object;
}

/**
 * Deletes the documents decided SHOP_VERIFICATION.documentRetentionDays ago or more (ctx.now), then marks their
 * rows; a file deleted but not marked (a crash in between) is deleted again next time, which does nothing.
 * Returns how many were deleted.
 */
export async function sweepVerificationDocuments(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - SHOP_VERIFICATION.documentRetentionDays * DAY_MS);
  const due = await findDocumentsDue(ctx.db, cutoff, SWEEP_BATCH);
  for (const row of due) {
    await ctx.media.documents.delete(row.documentName);
    await markDocumentDeleted(ctx.db, row.id, now);
  }
  return due.length;
}
