-- Money bounds (docs/RULES.md, Bornes de l'argent): the sold counters grow by up to MONEY.maxStock per
-- order, so they are bigint; a balance never passes MONEY.maxBalance (balance-room.ts reserves the room).
ALTER TABLE "products" ALTER COLUMN "total_purchases" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "total_selled_products" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_budget_max" CHECK ("users"."wallet_budget" <= 100000000);
