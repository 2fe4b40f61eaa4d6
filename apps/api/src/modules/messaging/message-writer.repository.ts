// The statement of the chat's hot path (message-writer.ts): a batch of messages in one round trip, each
// stored only where its writer may write.
import type { Executor } from '../../db/client.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { type MessageRow, messageFromRow } from './messaging.repository.js';

/** A message to store: in the conversation given, or the pair's latest with the other participant. */
export interface MessageToStore {
  id: string;
  senderId: string;
  by: { conversationId: string } | { otherId: string };
  content: string;
  clientId: string | null;
  now: Date;
}

/**
 * Each row is stored only if the conversation (by id, or the pair's latest by the other participant)
 * has the writer as a participant, is open at the row's `now` (or held open by a dispute) and neither side
 * blocked the other; the conversation's lastMessageAt moves. Rows not returned were not stored (resend or refusal).
 */
const INSERT_IF_WRITABLE: Statement = {
  name: 'chat_send_v2',
  text: `
with input as (
  select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[])
    as i(id, sender_id, conversation_id, other_id, content, client_id, at)
), target as (
  select i.id, i.sender_id, i.content, i.client_id, c.id as conversation_id, c.other as receiver_id
  from input i
  cross join lateral (
    select id, opened_at, held_open, case when buyer_id = i.sender_id then seller_id else buyer_id end as other
    from conversations
    where (id = i.conversation_id
           or (buyer_id = i.sender_id and seller_id = i.other_id)
           or (buyer_id = i.other_id and seller_id = i.sender_id))
      and (buyer_id = i.sender_id or seller_id = i.sender_id)
    order by opened_at desc limit 1
  ) c
  where (c.held_open > 0 or i.at < c.opened_at + make_interval(hours => $8))
    and not exists (
      select 1 from user_blocks b
      where (b.blocker_id = i.sender_id and b.blocked_id = c.other)
         or (b.blocker_id = c.other and b.blocked_id = i.sender_id))
), m as (
  insert into messages (id, conversation_id, sender_id, receiver_id, content, client_id)
  select id, conversation_id, sender_id, receiver_id, content, client_id from target order by id
  on conflict (sender_id, client_id) do nothing
  returning id, conversation_id, sender_id, receiver_id, content, is_read, client_id, created_at
), touched as (
  update conversations set last_message_at = greatest(conversations.last_message_at, l.at)
  from (select conversation_id, max(created_at) as at from m group by conversation_id) l
  where conversations.id = l.conversation_id
)
select * from m`,
};

/** Stores what may be stored; the stored rows by message id (a message left out was not stored). */
export async function insertMessagesIfWritable(
  db: Executor,
  batch: MessageToStore[],
  openHours: number,
): Promise<Map<string, MessageRow>> {
  const column = <T>(pick: (m: MessageToStore) => T) => batch.map(pick);
  const rows = await runStatement<Record<string, unknown>>(db, INSERT_IF_WRITABLE, [
    column((m) => m.id),
    column((m) => m.senderId),
    column((m) => ('conversationId' in m.by ? m.by.conversationId : null)),
    column((m) => ('otherId' in m.by ? m.by.otherId : null)),
    column((m) => m.content),
    column((m) => m.clientId),
    column((m) => m.now.toISOString()),
    openHours,
  ]);
  return new Map(rows.map((row) => [row.id as string, messageFromRow(row)]));
}
