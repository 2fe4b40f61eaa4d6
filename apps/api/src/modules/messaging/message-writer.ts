// The hot path of SendMessage: messages that arrive while earlier ones are being stored go together in
// one statement (one round trip, one commit for the batch instead of one per message). A message that
// arrives when nothing is waiting goes at once: batching never adds a delay, it only forms under load.
// The statement (message-writer.repository.ts) is prepared once per PostgreSQL connection, so it is not parsed
// or planned again.
import type { Database } from '../../db/client.js';
import { insertMessagesIfWritable, type MessageToStore } from './message-writer.repository.js';
import type { MessageRow } from './messaging.repository.js';

/** Statements in flight at once (each holds one pool connection): the rest of the pool serves reads. */
const MAX_IN_FLIGHT = 3;
/** Messages in one statement, at most. */
const MAX_BATCH = 200;

interface Waiting {
  request: MessageToStore;
  resolve(row: MessageRow | undefined): void;
  reject(error: unknown): void;
}

export function createMessageWriter(db: Database, openHours: number) {
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function store(batch: Waiting[]) {
    const stored = await insertMessagesIfWritable(
      db,
      batch.map((w) => w.request),
      openHours,
    );
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
    write(request: MessageToStore): Promise<MessageRow | undefined> {
      return new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        pump();
      });
    },
  };
}

export type MessageWriter = ReturnType<typeof createMessageWriter>;
