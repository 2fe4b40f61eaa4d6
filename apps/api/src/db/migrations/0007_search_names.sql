DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "shops_name_trgm_idx";--> statement-breakpoint
DROP INDEX "shops_name_trgm_gist_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(immutable_unaccent(lower("product_name")))) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(immutable_unaccent(lower("shop_name")))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_search_name_trgm_idx" ON "shops" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_search_name_trgm_gist_idx" ON "shops" USING gist (lower("search_name") gist_trgm_ops);--> statement-breakpoint
-- The new columns have no statistics until analyzed: without them the planner misjudges how many names match.
ANALYZE "shops";--> statement-breakpoint
ANALYZE "products";