CREATE TABLE "shop_verification_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"legal_name" varchar(100) NOT NULL,
	"rccm" varchar(40),
	"document_name" varchar(64) NOT NULL,
	"state" varchar(10) DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"document_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_verification_state_known" CHECK ("shop_verification_requests"."state" IN ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "shop_verification_decision_complete" CHECK (("shop_verification_requests"."state" = 'Pending') = ("shop_verification_requests"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "shop_verification_requests" ADD CONSTRAINT "shop_verification_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_verification_requests" ADD CONSTRAINT "shop_verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_verification_pending_key" ON "shop_verification_requests" USING btree ("shop_id") WHERE "shop_verification_requests"."state" = 'Pending';--> statement-breakpoint
CREATE INDEX "shop_verification_shop_idx" ON "shop_verification_requests" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_verification_state_idx" ON "shop_verification_requests" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_verification_document_due_idx" ON "shop_verification_requests" USING btree ("decided_at") WHERE "shop_verification_requests"."decided_at" IS NOT NULL AND "shop_verification_requests"."document_deleted_at" IS NULL;