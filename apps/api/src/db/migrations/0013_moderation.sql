CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" varchar(12) NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"excerpt" varchar(300) DEFAULT '' NOT NULL,
	"conversation_id" uuid,
	"reason" varchar(500) NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"action" varchar(10),
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_key" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
-- hand-written: reports18
-- The chat's reports become reports: a message's, or (the whole conversation) the other participant's.
INSERT INTO "reports" ("id", "reporter_id", "target_type", "target_id", "owner_id", "excerpt", "conversation_id", "reason", "created_at")
SELECT r."id", r."reporter_id",
  CASE WHEN r."message_id" IS NULL THEN 'user' ELSE 'message' END,
  coalesce(r."message_id", CASE WHEN c."buyer_id" = r."reporter_id" THEN c."seller_id" ELSE c."buyer_id" END),
  coalesce(m."sender_id", CASE WHEN c."buyer_id" = r."reporter_id" THEN c."seller_id" ELSE c."buyer_id" END),
  coalesce(left(m."content", 300), ''), r."conversation_id", r."reason", r."created_at"
FROM "message_reports" r
JOIN "conversations" c ON c."id" = r."conversation_id"
LEFT JOIN "messages" m ON m."id" = r."message_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "message_reports" CASCADE;
