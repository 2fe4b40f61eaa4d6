// Who may read the dev mailbox: it shows every verification code, so only the developer's own machine.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

function isLocalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare.endsWith('.localhost') || isLoopback(bare);
}

const mailboxEnabled = (ctx: AppContext) => ctx.mailer.kind === 'dev-mailbox' && ctx.config.devMailbox;

/**
 * request.ip is the client address after TRUST_PROXY: behind a trusted local reverse proxy it is the
 * forwarded visitor's address, so the proxy does not make every visitor local.
 */
export const mailboxAllowed = (ctx: AppContext, request: FastifyRequest) =>
  mailboxEnabled(ctx) && isLoopback(request.ip);

/** The dev SMS outbox (SMS_PROVIDER=outbox) shows phone codes: the same machine-only rule. */
export const smsOutboxAllowed = (ctx: AppContext, request: FastifyRequest) =>
  ctx.sms.name === 'outbox' && ctx.config.devMailbox && isLoopback(request.ip);

/** The start-up warning when the mailbox is on for a server that others reach; null otherwise. */
export function mailboxWarning(ctx: AppContext): string | null {
  if (!mailboxEnabled(ctx) || isLocalHost(new URL(ctx.config.publicUrl).hostname)) return null;
  return `dev mailbox on (no SMTP_URL) while PUBLIC_URL is ${ctx.config.publicUrl}: verification codes are readable from this machine at /dev/mailbox; set SMTP_URL or DEV_MAILBOX=false`;
}
