// What app.ts wires of outreach (.dependency-cruiser.cjs: a module's index is its public face): the
// dispatcher, its channels (each an OutreachChannel of channel.ts) and the SMS digest sweeper.
import { SMS } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { startSweeper } from '../../lib/sweeper.js';
import type { OutreachChannel } from './channel.js';
import { createMailChannel } from './mail-channel.js';
import { createSmsChannel } from './sms-channel.js';

export { type Dispatcher, startDispatcher } from './dispatcher.js';
export { createPushChannel } from './push-channel.js';

/** The e-mail and SMS channels of the dispatcher (app.ts adds the push channel beside them). */
export function outreachChannels(ctx: AppContext): OutreachChannel[] {
  return [
    createMailChannel({ mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, log: ctx.log }),
    smsChannelOf(ctx),
  ];
}

const smsChannelOf = (ctx: AppContext) =>
  createSmsChannel({ db: ctx.db, sms: ctx.sms, publicUrl: ctx.config.publicUrl, log: ctx.log });

/** Sends the due order digests every SMS.digestSweepSeconds while the app runs (tests call sweepDigests). */
export function startSmsDigestSweeper(app: FastifyInstance, ctx: AppContext): void {
  const channel = smsChannelOf(ctx);
  startSweeper(app, {
    everyMs: SMS.digestSweepSeconds * 1000,
    sweep: () => channel.sweepDigests(ctx.now()),
    done: { key: 'sent', message: 'order SMS digests sent' },
    failed: 'SMS digest sweep failed',
  });
}
