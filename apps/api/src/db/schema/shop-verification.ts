import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id } from './columns.js';
import { shops } from './shops.js';
import { users } from './users.js';

/**
 * A shop's requests for the verified badge. The identity document's photo lives in the private storage
 * (media.documents) under `documentName`; it is deleted SHOP_VERIFICATION.documentRetentionDays after the
 * decision and `documentDeletedAt` says when, the row staying as the record of the decision.
 */
export const shopVerificationRequests = pgTable(
  'shop_verification_requests',
  {
    id: id(),
    shopId: cascadeRef(() => shops.id),
    legalName: varchar({ length: 100 }).notNull(),
    /** Business registration number (RCCM), when the seller has one. */
    rccm: varchar({ length: 40 }),
    /** Name of the document in the private storage (never a /media name). */
    documentName: varchar({ length: 64 }).notNull(),
    state: varchar({ length: 10 }).$type<'Pending' | 'Approved' | 'Rejected'>().notNull().default('Pending'),
    /** The operator's reason; the seller reads it when the request was rejected. */
    reason: text(),
    decidedAt: at(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    documentDeletedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    // One request under review per shop; a decided one lets the seller ask again.
    uniqueIndex('shop_verification_pending_key').on(t.shopId).where(sql`${t.state} = 'Pending'`),
    index('shop_verification_shop_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    // The operators' queue, oldest first.
    index('shop_verification_state_idx').on(t.state, t.createdAt, t.id),
    // The sweep reads only the decided requests whose document is still stored.
    index('shop_verification_document_due_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} IS NOT NULL AND ${t.documentDeletedAt} IS NULL`),
    check('shop_verification_state_known', sql`${t.state} IN ('Pending', 'Approved', 'Rejected')`),
    check('shop_verification_decision_complete', sql`(${t.state} = 'Pending') = (${t.decidedAt} IS NULL)`),
  ],
);
