// The hot path of SendMessage: messages that arrive while earlier ones are being stored go together in
// one statement (one round trip, one commit for the batch instead of one per message). A message that
// arrives when nothing is waiting goes at once: batching never adds a delay, it only forms under load.
// The statement is prepared once per PostgreSQL connection (named), so it is not parsed or planned again.
import type { Database } from '../../db/client.js';
import { type MessageRow, messageFromRow } from './messaging.repository.js';

export interface WriteRequest {
  id: string;
  senderId: string;
  by: { conversationId: string } | { otherId: string };
  content: string;
  clientId: string | null;
  now: Date;
}

/** Statements in flight at once (each holds one pool connection): the rest of the pool serves reads. */
const MAX_IN_FLIGHT = 3;
/** Messages in one statement, at most. */
const MAX_BATCH = 200;

/**
 * Each row is stored only if the conversation (by id, or the pair's latest by the other participant)
 * has the writer as a participant, is open at the row's `now` and neither side blocked the other; the
 * conversation's lastMessageAt moves. Rows not returned were not stored (resend or refusal).
 */
const INSERT_IF_WRITABLE = `
with input as (
  select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[])
    as i(id, sender_id, conversation_id, other_id, content, client_id, at)
), target as (
  select i.id, i.sender_id, i.content, i.client_id, c.id as conversation_id, c.other as receiver_id
  from input i
  cross join lateral (
    select id, opened_at, case when buyer_id = i.sender_id then seller_id else buyer_id end as other
    from conversations
    where (id = i.conversation_id
           or (buyer_id = i.sender_id and seller_id = i.other_id)
           or (buyer_id = i.other_id and seller_id = i.sender_id))
      and (buyer_id = i.sender_id or seller_id = i.sender_id)
    order by opened_at desc limit 1
  ) c
  where i.at < c.opened_at + make_interval(hours => $8)
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
select * from m`;

interface Waiting {
  request: WriteRequest;
  resolve(row: MessageRow | undefined): void;
  reject(error: unknown): void;
}

type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** The named statement on node-postgres; PGlite (one connection, in process) takes it as it is. */
function hotQuery(db: Database): Query {
  const client = (db as unknown as { $client: unknown }).$client as {
    query(config: unknown, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    exec?: unknown;
  };
  if (typeof client.exec === 'function') {
    return async (text, values) => (await client.query(text, values)).rows;
  }
  return async (text, values) => (await client.query({ name: 'chat_send', text, values })).rows;
}

export function createMessageWriter(db: Database, openHours: number) {
  const query = hotQuery(db);
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function store(batch: Waiting[]) {
    const column = <T>(pick: (r: WriteRequest) => T) => batch.map((w) => pick(w.request));
    const rows = await query(INSERT_IF_WRITABLE, [
      column((r) => r.id),
      column((r) => r.senderId),
      column((r) => ('conversationId' in r.by ? r.by.conversationId : null)),
      column((r) => ('otherId' in r.by ? r.by.otherId : null)),
      column((r) => r.content),
      column((r) => r.clientId),
      column((r) => r.now.toISOString()),
      openHours,
    ]);
    const stored = new Map(rows.map((row) => [row.id as string, messageFromRow(row)]));
    for (const w of batch) w.resolve(stored.get(w.request.id));
  }

  async function run(batch: Waiting[]) {
    try {
      await store(batch);
    } catch (error) {
      // One bad message must not fail the others: each is retried alone and fails alone.
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const w of batch) await store([w]).catch(w.reject);
    }
  }

  function pump() {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Stores the message if the sender may write it; undefined when nothing was stored. */
    write(request: WriteRequest): Promise<MessageRow | undefined> {
      return new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        pump();
      });
    },
  };
}

export type MessageWriter = ReturnType<typeof createMessageWriter>;
