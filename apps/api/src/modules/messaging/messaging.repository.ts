// Queries of conversations and messages. Pages walk messages_conversation_idx (conversationId, createdAt, id);
// unread counts use the partial index messages_unread_idx.
import { and, asc, count, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conversations, messages, shops, userBlocks, users } from '../../db/schema/index.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { timestampKey } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import { openConversationSql } from './messaging.sql.js';

/** A message's place in its conversation: created_at as microsecond UTC text (lib/cursor timestampKey) and id. */
export interface PageKey {
  at: string;
  id: string;
}
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type KeyedMessage = MessageRow & { cursorAt: string };

/** The exact sort key as text: a JS Date would drop the microseconds. */
const cursorAt = timestampKey(messages.createdAt);
const keyedColumns = { ...getMessageColumns(), cursorAt };

function getMessageColumns() {
  return {
    id: messages.id,
    conversationId: messages.conversationId,
    senderId: messages.senderId,
    receiverId: messages.receiverId,
    content: messages.content,
    isRead: messages.isRead,
    clientId: messages.clientId,
    createdAt: messages.createdAt,
  };
}

const OPEN_CONVERSATION: Statement = {
  name: 'conversations_open_v1',
  text: openConversationSql({ id: '$1', buyerId: '$2', sellerId: '$3', shopId: '$4', openedAt: '$5' }),
};

export interface OpenConversationInput {
  buyerId: string;
  sellerId: string;
  shopId: string;
  openedAt: Date;
}

/**
 * Opens or re-opens the pair's single conversation (messaging.sql.ts), inside the caller's transaction;
 * returns its id. An order does the same in its own statement.
 */
export async function openConversation(db: Executor, input: OpenConversationInput): Promise<string> {
  const [row] = await runStatement<{ id: string }>(db, OPEN_CONVERSATION, [
    newId(),
    input.buyerId,
    input.sellerId,
    input.shopId,
    input.openedAt,
  ]);
  if (!row) throw new Error('conversation upsert returned no row');
  return row.id;
}

export async function findConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

/** The pair's conversations (normally one; two when each of them bought from the other), newest opening first. */
export async function findConversationsBetween(db: Executor, a: string, b: string) {
  return db
    .select()
    .from(conversations)
    .where(
      or(
        and(eq(conversations.buyerId, a), eq(conversations.sellerId, b)),
        and(eq(conversations.buyerId, b), eq(conversations.sellerId, a)),
      ),
    )
    .orderBy(desc(conversations.openedAt));
}

export async function findConversationsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(conversations)
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)));
}

/** Ids as one array parameter (`= any(...)`): a list of thousands stays one bound value. */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** For each user, everyone who shares a conversation with them (who should see their presence change). */
export async function findPartnersOf(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
    .from(conversations)
    .where(
      or(
        sql`${conversations.buyerId} = any(${uuidArray(userIds)})`,
        sql`${conversations.sellerId} = any(${uuidArray(userIds)})`,
      ),
    );
  const wanted = new Set(userIds);
  const partners = new Map<string, Set<string>>();
  const add = (userId: string, partner: string) => {
    if (!wanted.has(userId)) return;
    const set = partners.get(userId) ?? new Set<string>();
    partners.set(userId, set.add(partner));
  };
  for (const { buyerId, sellerId } of rows) {
    add(buyerId, sellerId);
    add(sellerId, buyerId);
  }
  return new Map([...partners].map(([userId, set]) => [userId, [...set]]));
}

export async function findParticipants(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      profilePicture: users.profilePicture,
      isOnline: users.isOnline,
      lastSeen: users.lastSeen,
      shopName: shops.shopName,
      coverImg: shops.coverImg,
      isIdentityVerified: shops.isIdentityVerified,
    })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(inArray(users.id, ids));
}

/** Who blocked whom among the pairs (me, other): rows where either side blocked the other. */
export async function findBlocks(db: Executor, me: string, others: string[]) {
  if (others.length === 0) return [];
  return db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, me), inArray(userBlocks.blockedId, others)),
        and(eq(userBlocks.blockedId, me), inArray(userBlocks.blockerId, others)),
      ),
    );
}

/** A messages row read by raw SQL (snake_case columns). */
export function messageFromRow(row: Record<string, unknown>): MessageRow {
  return {
    id: row.id as string,
    conversationId: row.conversation_id as string,
    senderId: row.sender_id as string,
    receiverId: row.receiver_id as string,
    content: row.content as string,
    isRead: row.is_read as boolean,
    clientId: row.client_id as string | null,
    createdAt: new Date(row.created_at as string | Date),
  };
}

/**
 * The conversation to write in, with the blocks between the writer and the other participant: by id, or
 * the pair's latest opened one by the other participant's id. One query on the hot path of SendMessage.
 */
export async function findConversationForWriter(
  db: Executor,
  writerId: string,
  by: { conversationId: string } | { otherId: string },
) {
  const other = sql`case when ${conversations.buyerId} = ${writerId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  const [row] = await db
    .select({
      conversation: conversations,
      blockedByWriter: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${writerId} and ${userBlocks.blockedId} = ${other})`,
      blockedByOther: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockedId} = ${writerId} and ${userBlocks.blockerId} = ${other})`,
    })
    .from(conversations)
    .where(
      'conversationId' in by
        ? eq(conversations.id, by.conversationId)
        : or(
            and(eq(conversations.buyerId, writerId), eq(conversations.sellerId, by.otherId)),
            and(eq(conversations.buyerId, by.otherId), eq(conversations.sellerId, writerId)),
          ),
    )
    .orderBy(desc(conversations.openedAt))
    .limit(1);
  return row;
}

export async function findBySenderClientId(db: Executor, senderId: string, clientId: string) {
  const [row] = await db
    .select(keyedColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/** The `limit` messages before `before` (newest first; one extra row tells whether more exist). */
export async function findMessagesBefore(
  db: Executor,
  conversationId: string,
  limit: number,
  before: PageKey | undefined,
): Promise<KeyedMessage[]> {
  return db
    .select(keyedColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before
          ? sql`(${messages.createdAt}, ${messages.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/**
 * The latest `limit` + 1 messages of each conversation in one query: a LATERAL subquery per conversation
 * walks messages_conversation_idx backwards and stops after `limit` + 1 rows, however long the conversation.
 */
export async function findLatestMessages(
  db: Executor,
  conversationIds: string[],
  limit: number,
): Promise<KeyedMessage[]> {
  if (conversationIds.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    select m.id, m.conversation_id, m.sender_id, m.receiver_id, m.content, m.is_read, m.client_id, m.created_at,
           to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
    from unnest(${uuidArray(conversationIds)}) as c(id)
    cross join lateral (
      select * from messages where messages.conversation_id = c.id
      order by messages.created_at desc, messages.id desc limit ${limit + 1}
    ) m`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    ...messageFromRow(row),
    cursorAt: row.cursor_at as string,
  }));
}

/** Messages of the user's conversations after `after`, oldest first (catch-up after a reconnect). */
export async function findMessagesAfter(db: Executor, userId: string, after: PageKey, limit: number) {
  return db
    .select(keyedColumns)
    .from(messages)
    .where(
      and(
        // Through the user's conversations: each is a range of messages_conversation_idx.
        inArray(
          messages.conversationId,
          db
            .select({ id: conversations.id })
            .from(conversations)
            .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId))),
        ),
        sql`(${messages.createdAt}, ${messages.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit + 1);
}

export async function findMessageKey(db: Executor, id: string) {
  const [row] = await db.select(keyedColumns).from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function countUnreadByConversation(db: Executor, userId: string, conversationIds?: string[]) {
  return db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, userId),
        not(messages.isRead),
        conversationIds ? inArray(messages.conversationId, conversationIds) : undefined,
      ),
    )
    .groupBy(messages.conversationId);
}

export function countUnread(db: Executor, userId: string): Promise<number> {
  return db.$count(messages, and(eq(messages.receiverId, userId), not(messages.isRead)));
}

/** Marks read, among the given ids, only the unread messages addressed to the user; returns those changed. */
export async function markRead(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.receiverId, userId), inArray(messages.id, ids), not(messages.isRead)))
    .returning({ id: messages.id, conversationId: messages.conversationId, senderId: messages.senderId });
}

/** Moves the pair's count of open disputes by `delta` (never below 0); the conversation's id, if any. */
export async function moveHeldOpen(db: Executor, buyerId: string, sellerId: string, delta: 1 | -1) {
  const [row] = await db
    .update(conversations)
    .set({ heldOpen: sql`greatest(${conversations.heldOpen} + ${delta}::smallint, 0)` })
    .where(and(eq(conversations.buyerId, buyerId), eq(conversations.sellerId, sellerId)))
    .returning({ id: conversations.id });
  return row?.id ?? null;
}
