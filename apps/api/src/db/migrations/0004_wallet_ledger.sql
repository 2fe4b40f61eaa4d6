CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"account" varchar(10) NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"provider" varchar(20),
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_account_shape" CHECK (("ledger_entries"."account" = 'wallet' AND "ledger_entries"."user_id" IS NOT NULL)
        OR ("ledger_entries"."account" = 'escrow' AND "ledger_entries"."order_id" IS NOT NULL)
        OR ("ledger_entries"."account" = 'clearing' AND "ledger_entries"."provider" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"operation_id" uuid,
	"order_id" uuid,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_movements_amount_positive" CHECK ("ledger_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"method" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_payouts" (
	"operation_id" uuid PRIMARY KEY NOT NULL,
	"prefix" varchar(4) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL,
	"surname" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_operation_id_wallet_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payouts" ADD CONSTRAINT "wallet_payouts_operation_id_wallet_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_idx" ON "ledger_entries" USING btree ("user_id") WHERE "ledger_entries"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_escrow_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_operation_key" ON "ledger_movements" USING btree ("operation_id","kind") WHERE "ledger_movements"."operation_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_order_key" ON "ledger_movements" USING btree ("order_id","kind") WHERE "ledger_movements"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_budget_nonnegative" CHECK ("users"."wallet_budget" >= 0);