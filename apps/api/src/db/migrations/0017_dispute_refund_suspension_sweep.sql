ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint;--> statement-breakpoint
CREATE INDEX "users_suspended_until_idx" ON "users" USING btree ("suspended_until") WHERE "users"."suspended_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount_bounds" CHECK ("orders"."refunded_amount" IS NULL OR ("orders"."refunded_amount" > 0 AND "orders"."refunded_amount" <= "orders"."total_price"));--> statement-breakpoint
-- hand-written: a18
-- Orders whose dispute was already decided for the buyer get what that decision gave back.
UPDATE "orders" AS o SET "refunded_amount" = CASE d."outcome" WHEN 'refund' THEN o."total_price" ELSE d."refund_amount" END
FROM "disputes" AS d
WHERE d."order_id" = o."id" AND d."outcome" IN ('refund', 'split');
