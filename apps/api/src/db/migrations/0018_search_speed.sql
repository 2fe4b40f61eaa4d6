DROP INDEX "products_name_price_idx";--> statement-breakpoint
DROP INDEX "products_name_created_idx";--> statement-breakpoint
DROP INDEX "products_name_popular_idx";--> statement-breakpoint
CREATE INDEX "shops_hidden_idx" ON "shops" USING btree ("id") WHERE "shops"."removed_at" is not null or "shops"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "products_name_price_idx" ON "products" USING btree ("search_name","product_price","id","shop_id","category_id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_created_idx" ON "products" USING btree ("search_name","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"shop_id","category_id","product_price") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_popular_idx" ON "products" USING btree ("search_name","total_purchases" DESC NULLS LAST,"id","shop_id","category_id","product_price") WHERE "products"."deleted_at" is null;