ALTER TABLE "orders" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_due_idx" ON "orders" USING btree ("created_at") WHERE "orders"."order_state" = 'Pending';--> statement-breakpoint
CREATE INDEX "orders_accepted_due_idx" ON "orders" USING btree ("accepted_at") WHERE "orders"."order_state" = 'Accepted';--> statement-breakpoint
CREATE INDEX "ratings_shop_recent_idx" ON "ratings" USING btree ("shop_id","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "orders" SET "accepted_at" = "updated_at" WHERE "order_state" IN ('Accepted', 'Finished') AND "accepted_at" IS NULL;