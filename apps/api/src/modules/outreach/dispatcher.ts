// The outreach dispatcher: sends committed notifications out of the app (push, e-mail, SMS), off the request
// path, in every API process. The notification row is the outbox (`dispatched_at` null: still to send): a
// committed live event of type Notification wakes the dispatcher, and a sweep every `sweepMs` catches what a
// lost wake-up missed. Rows are claimed with SKIP LOCKED (notifications › claimForOutreach), so each goes out
// once whatever the number of processes; then each channel gets the claimed items with their recipients.
// A failing channel is logged and never stops the others; the in-app notification is never touched.
import type { AppContext } from '../../context.js';
import { DB_CHANNELS, listen, type Unlisten } from '../../lib/db-events.js';
import { claimForOutreach } from '../notifications/index.js';
import { subscribedAmong } from '../push/index.js';
import type { OutreachChannel, OutreachItem, OutreachRecipient } from './channel.js';
import { findRecipients } from './outreach.repository.js';

interface DispatcherOptions {
  /** The ways out of the app, each called with every claimed batch (it picks what it sends). */
  channels: OutreachChannel[];
  /** How often the outbox is swept for rows no wake-up announced (ms; default 30 s). */
  sweepMs?: number;
  /** Rows claimed per round (default 100); rounds follow each other until the outbox is empty. */
  batchSize?: number;
  /** Whether committed Notification events wake it at once (default true; tests may sweep by hand). */
  listen?: boolean;
}

export interface Dispatcher {
  /** Sends everything waiting now, and resolves once it is sent (tests await it; a sweep calls it). */
  drain(): Promise<void>;
  /** Stops listening and sweeping, after the round in progress. */
  stop(): Promise<void>;
}

const DEFAULTS = { sweepMs: 30_000, batchSize: 100 };

export async function startDispatcher(ctx: AppContext, options: DispatcherOptions): Promise<Dispatcher> {
  const sweepMs = options.sweepMs ?? DEFAULTS.sweepMs;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    const claimed = await claimForOutreach(ctx.db, ctx.now(), batchSize);
    if (claimed.length === 0) return 0;
    const recipients = await loadRecipients(ctx, [...new Set(claimed.map((n) => n.userId))]);
    const items: OutreachItem[] = [];
    for (const notification of claimed) {
      const recipient = recipients.get(notification.userId);
      if (recipient) items.push({ notification, recipient });
    }
    if (items.length > 0) {
      const now = ctx.now();
      await Promise.all(
        options.channels.map((channel) =>
          channel.deliver(items, now).catch((error: unknown) => {
            ctx.log.error({ err: error, channel: channel.name }, 'outreach channel failed');
          }),
        ),
      );
    }
    return claimed.length;
  }

  /** Rounds until a round claims less than a full batch and no wake-up came meanwhile. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await round()) === batchSize);
        } catch (error) {
          ctx.log.error({ err: error }, 'outreach dispatch failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const unlisten: Unlisten | undefined =
    options.listen === false
      ? undefined
      : await listen(
          ctx.db,
          ctx.dbKind,
          DB_CHANNELS.live,
          (payload) => {
            if ((payload as { event?: string }).event === 'Notification' && !stopped) void run();
          },
          (error) => ctx.log.error({ err: error }, 'outreach listener'),
          // A lost listening connection was replaced: what it missed is in the outbox.
          () => void run(),
        );
  const sweep = setInterval(() => void run(), sweepMs);
  sweep.unref();
  // What was committed while no process ran.
  void run();

  return {
    async drain() {
      while (running) await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await unlisten?.();
      while (running) await running;
    },
  };
}

async function loadRecipients(ctx: AppContext, userIds: string[]): Promise<Map<string, OutreachRecipient>> {
  const [rows, subscribed] = await Promise.all([
    findRecipients(ctx.db, userIds),
    subscribedAmong(ctx.db, userIds),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        firstName: row.firstName,
        email: row.email,
        isEmailVerified: row.isEmailVerified,
        phone: row.phone ? `${row.dialCode}${row.phone}` : null,
        isPhoneVerified: row.isPhoneVerified,
        language: row.language,
        hasPushSubscription: subscribed.has(row.id),
      },
    ]),
  );
}
