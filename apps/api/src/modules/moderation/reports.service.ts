// Anyone signed in reports a shop, a product, a publication, a comment, a message or a user: one report per
// reporter and target (a second time changes nothing), kept with the target's text for the operators.
import {
  type CreateReportBody,
  MESSAGING_MSG,
  MODERATION,
  MODERATION_MSG,
  type ReportBody,
  type ReportCreated,
  type ReportTargetType,
} from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { requireConversation } from '../messaging/index.js';
import { findTarget, upsertReport } from './moderation.repository.js';

const targetNotFound = () => notFound(MODERATION_MSG.targetNotFound, 'report_target_not_found');

interface ReportInput {
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  /** The chat a message or a user was reported from. */
  conversationId?: string | null;
}

async function fileReport(db: Executor, reporterId: string, input: ReportInput) {
  if (!isUuid(input.targetId)) throw targetNotFound();
  const target = await findTarget(db, input.targetType, input.targetId, reporterId);
  if (!target) throw targetNotFound();
  if (target.ownerId === reporterId) {
    throw invalid(MODERATION_MSG.cannotReportSelf, undefined, 'cannot_report_self');
  }
  return upsertReport(db, {
    reporterId,
    targetType: input.targetType,
    targetId: input.targetId,
    ownerId: target.ownerId,
    excerpt: target.excerpt.slice(0, MODERATION.excerptMax),
    conversationId: input.conversationId ?? target.conversationId,
    reason: input.reason,
  });
}

/** POST /api/Report: 201 for a new report, 200 with the same report for a repeat. */
export async function createReport(
  db: Executor,
  reporterId: string,
  body: CreateReportBody,
): Promise<{ created: boolean; body: ReportCreated }> {
  const { id, created } = await fileReport(db, reporterId, body);
  return {
    created,
    body: { message: created ? MODERATION_MSG.reported : MODERATION_MSG.alreadyReported, reportId: id },
  };
}

/**
 * The chat's report (POST /api/Message/report): a message of the conversation, or the whole conversation,
 * which is a report of the other participant.
 */
export async function reportFromChat(db: Executor, reporterId: string, body: ReportBody) {
  const conversation = await requireConversation(db, reporterId, body.conversationId);
  const other = conversation.buyerId === reporterId ? conversation.sellerId : conversation.buyerId;
  if (body.messageId !== undefined) {
    const target = isUuid(body.messageId)
      ? await findTarget(db, 'message', body.messageId, reporterId)
      : undefined;
    if (!target || target.conversationId !== conversation.id) {
      throw notFound(MESSAGING_MSG.messageNotFound, 'message_not_found');
    }
  }
  await fileReport(db, reporterId, {
    targetType: body.messageId === undefined ? 'user' : 'message',
    targetId: body.messageId ?? other,
    reason: body.reason,
    conversationId: conversation.id,
  });
  return { message: MODERATION_MSG.reported };
}
