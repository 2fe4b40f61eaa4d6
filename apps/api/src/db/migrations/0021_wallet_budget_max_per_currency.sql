ALTER TABLE "users" DROP CONSTRAINT "users_wallet_budget_max";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_budget_max" CHECK ("users"."wallet_budget" <= 4000000000);