// Beyond the spec: a user blocks another, which closes their conversations both ways; an operator removes a
// message (reports themselves live in the moderation module).
import { MESSAGING_MSG } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import { findConversationsBetween } from './messaging.repository.js';
import { deleteBlock, deleteMessage, insertBlock, userExists } from './moderation.repository.js';

/** An operator removes a message (moderation), in the caller's transaction. False when it was gone. */
export const removeMessage = (tx: Executor, messageId: string): Promise<boolean> =>
  deleteMessage(tx, messageId);

async function requireOtherUser(db: Executor, me: string, userId: string) {
  if (userId === me) throw invalid(MESSAGING_MSG.cannotBlockSelf, undefined, 'cannot_block_self');
  if (!isUuid(userId) || !(await userExists(db, userId)))
    throw notFound(MESSAGING_MSG.userNotFound, 'user_not_found');
}

/** Both users' devices learn it of each conversation between them. */
async function tellBoth(
  db: Executor,
  realtime: Realtime,
  me: string,
  other: string,
  event: 'ConversationClosed' | 'ConversationReopened',
) {
  for (const c of await findConversationsBetween(db, me, other)) {
    realtime.toUsers([me, other]).emit(event, { conversationId: c.id });
  }
}

export async function block(db: Executor, realtime: Realtime, blockerId: string, blockedId: string) {
  await requireOtherUser(db, blockerId, blockedId);
  await insertBlock(db, blockerId, blockedId);
  await tellBoth(db, realtime, blockerId, blockedId, 'ConversationClosed');
  return { message: MESSAGING_MSG.blocked };
}

/** Both sides refetch their list: whether it is open again depends on the window and the other block. */
export async function unblock(db: Executor, realtime: Realtime, blockerId: string, blockedId: string) {
  await requireOtherUser(db, blockerId, blockedId);
  await deleteBlock(db, blockerId, blockedId);
  await tellBoth(db, realtime, blockerId, blockedId, 'ConversationReopened');
  return { message: MESSAGING_MSG.unblocked };
}
