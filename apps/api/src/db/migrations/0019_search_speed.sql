DROP INDEX "products_name_price_idx";--> statement-breakpoint
DROP INDEX "products_name_created_idx";--> statement-breakpoint
DROP INDEX "products_name_popular_idx";--> statement-breakpoint
CREATE INDEX "shops_hidden_idx" ON "shops" USING btree ("id") WHERE "shops"."removed_at" is not null or "shops"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "products_name_price_idx" ON "products" USING btree ("search_name","product_price","id","shop_id","category_id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_created_idx" ON "products" USING btree ("search_name","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"shop_id","category_id","product_price") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_popular_idx" ON "products" USING btree ("search_name","total_purchases" DESC NULLS LAST,"id","shop_id","category_id","product_price") WHERE "products"."deleted_at" is null;--> statement-breakpoint
-- hand-written: search21
-- A page's worth of rows (PostgreSQL assumes 1,000 for a function): the shop search joins the ids it returns
-- to shops, users and categories by their keys (shops.repository.ts › SEARCH_SHOPS), never by hashing
-- the tables.
ALTER FUNCTION search_shop_ids(text, text, integer, integer) ROWS 20;
--> statement-breakpoint
ALTER FUNCTION search_product_names(text, text, integer) ROWS 20;
