import type { Operator } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    username: varchar({ length: 17 }).notNull(),
    /** Null for an account created through Google that never set a password. */
    passwordHash: text(),
    pinHash: text(),
    role: varchar({ length: 10 }).$type<'Client' | 'Vendeur' | 'Admin'>().notNull(),
    name: varchar({ length: 80 }).notNull(),
    firstName: varchar({ length: 80 }).notNull(),
    gender: varchar({ length: 10 }).$type<'Homme' | 'Femme'>(),
    phone: varchar({ length: 20 }),
    dialCode: varchar({ length: 6 }).notNull().default('+223'),
    operator: varchar({ length: 20 }).$type<Operator>(),
    country: varchar({ length: 2 }).notNull().default('ML'),
    city: varchar({ length: 25 }),
    area: varchar({ length: 25 }),
    devise: varchar({ length: 3 }).notNull().default('XOF'),
    /** Media key of the profile picture (see lib/media). */
    profilePicture: text(),
    isEmailVerified: boolean().notNull().default(false),
    isPhoneVerified: boolean().notNull().default(false),
    walletBudget: bigint({ mode: 'number' }).notNull().default(0),
    orderNotif: boolean().notNull().default(true),
    newProductNotif: boolean().notNull().default(true),
    promotionNotif: boolean().notNull().default(true),
    twoFactorCashOut: boolean().notNull().default(false),
    usePinForAllOperation: boolean().notNull().default(false),
    /** The language chosen for the app and for what Sugu sends (fr, en); null: not chosen, the device's. */
    language: varchar({ length: 2 }).$type<'fr' | 'en'>(),
    pinAttemptCount: integer().notNull().default(0),
    lastPinAttempt: at(),
    /** OpenID Connect subject of the linked Google account. */
    googleSub: text(),
    isOnline: boolean().notNull().default(false),
    lastSeen: at(),
    /** Set while an operator suspends the account (moderation): no session, no login, content hidden. */
    suspendedAt: at(),
    /** When the suspension ends by itself; null: until an operator lifts it. */
    suspendedUntil: at(),
    suspensionReason: varchar({ length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // The sweep lifting timed suspensions (users/suspension.service.ts) reads only the accounts with an end.
    index('users_suspended_until_idx').on(t.suspendedUntil).where(sql`${t.suspendedUntil} IS NOT NULL`),
    check('users_wallet_budget_nonnegative', sql`${t.walletBudget} >= 0`),
    // MONEY_CEILING.maxBalance (packages/domain money.ts; drizzle-kit does not load the domain package):
    // the largest balance of any currency (SLL's). The reservation of wallet/balance-room.ts keeps every
    // credit under the bound of the wallet's own currency; this stands behind all of them, whatever devise
    // a wallet has or had. balance-room.test.ts checks the two agree.
    check('users_wallet_budget_max', sql`${t.walletBudget} <= 4000000000`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
    id: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    /** Set by a successful confirm-pin: the next sensitive operation before it consumes it. */
    pinGrantExpiresAt: at(),
    userAgent: text(),
    ip: varchar({ length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    email: varchar({ length: 254 }).notNull(),
    purpose: varchar({ length: 20 }).notNull().default('email'),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    consumedAt: at(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Outgoing mail of the dev mailbox (no SMTP_URL): read on the dev-only page. */
export const devMailbox = pgTable('dev_mailbox', {
  id: id(),
  to: varchar({ length: 254 }).notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  createdAt: createdAt(),
});
