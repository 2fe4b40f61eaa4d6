CREATE TABLE "product_search_names" (
	"name" text PRIMARY KEY NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_search_names" (
	"name" text PRIMARY KEY NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_names_trgm_idx" ON "product_search_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "shop_search_names_trgm_idx" ON "shop_search_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_name_price_idx" ON "products" USING btree ("search_name","product_price","id");--> statement-breakpoint
CREATE INDEX "products_name_created_idx" ON "products" USING btree ("search_name","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_name_popular_idx" ON "products" USING btree ("search_name","total_purchases" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shops_search_name_idx" ON "shops" USING btree ("search_name","follower_count" DESC NULLS LAST,"id") WHERE "shops"."removed_at" is null and "shops"."suspended_at" is null;--> statement-breakpoint
-- hand-written: search21
-- The name dictionaries follow the rows: a shop counts while shown (not removed, owner not suspended), a
-- product while not deleted. Only the columns that change a name or its visibility fire the triggers
-- (not the counters that orders and follows update).
CREATE FUNCTION shop_search_names_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.removed_at IS NULL AND OLD.suspended_at IS NULL THEN
    UPDATE shop_search_names SET row_count = row_count - 1 WHERE name = OLD.search_name;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.removed_at IS NULL AND NEW.suspended_at IS NULL THEN
    INSERT INTO shop_search_names AS n (name, row_count) VALUES (NEW.search_name, 1)
      ON CONFLICT (name) DO UPDATE SET row_count = n.row_count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shops_search_names AFTER INSERT OR DELETE OR UPDATE OF shop_name, removed_at, suspended_at
  ON shops FOR EACH ROW EXECUTE FUNCTION shop_search_names_keep();
--> statement-breakpoint
CREATE FUNCTION product_search_names_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    UPDATE product_search_names SET row_count = row_count - 1 WHERE name = OLD.search_name;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO product_search_names AS n (name, row_count) VALUES (NEW.search_name, 1)
      ON CONFLICT (name) DO UPDATE SET row_count = n.row_count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_names AFTER INSERT OR DELETE OR UPDATE OF product_name, deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION product_search_names_keep();
--> statement-breakpoint
-- Rebuilds both dictionaries from the rows: here, and after a bulk load that bypassed the triggers (the
-- bench generator loads with session_replication_role = replica).
CREATE FUNCTION refresh_search_names() RETURNS void LANGUAGE sql AS $$
  DELETE FROM shop_search_names;
  INSERT INTO shop_search_names (name, row_count)
    SELECT search_name, count(*) FROM shops
    WHERE removed_at IS NULL AND suspended_at IS NULL GROUP BY search_name;
  DELETE FROM product_search_names;
  INSERT INTO product_search_names (name, row_count)
    SELECT search_name, count(*) FROM products WHERE deleted_at IS NULL GROUP BY search_name;
$$;
--> statement-breakpoint
SELECT refresh_search_names();
--> statement-breakpoint
-- The matching, in PL/pgSQL functions (their plans are kept by each connection) that carry their
-- word-similarity threshold (pg_trgm's 0.6 would miss one
-- wrong letter in a short word: 'bamko' for 'Bamako' is 0.5, 'telefone' for 'téléphone' 0.46): set for
-- the call only, no transaction or SET LOCAL around the query. `keyword` is folded as the names are
-- (lower(immutable_unaccent(lower(…)))), `pattern` is the same with LIKE's wildcards escaped.
--
-- enable_seqscan is off in them too: the name tables are small enough for the planner to prefer reading
-- them whole, and a `<%` test on every name costs 10 times the trigram index.
-- plan_cache_mode = force_generic_plan: the query is planned once per connection (the plan is the same
-- for every keyword: trigram index, then the shops or products by name), not at each call.
--
-- Shop search: the ids of one page, in rank order, with `total`. The names are ranked, then the shops
-- of the best names read by shops_search_name_idx (most followed first): the `candidates` matching names
-- closest to the keyword (word similarity, then similarity: the exact name and short names first),
-- ranked by exact name, name starting with the keyword, containing it, the rest, then word similarity
-- and similarity. Every name of rank <= page (ties included) has at least one shown shop, so no
-- shop of a worse name can reach the page. `total` counts the candidates' shops, at most `candidates`.
CREATE FUNCTION search_shop_ids(keyword text, pattern text, candidates integer, page integer)
RETURNS TABLE (id uuid, total integer) LANGUAGE plpgsql STABLE
SET pg_trgm.word_similarity_threshold = 0.45 SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  WITH matches AS (
    SELECT n.name, n.row_count, word_similarity(keyword, n.name) AS word_sim, similarity(keyword, n.name) AS sim
    FROM shop_search_names n
    WHERE n.row_count > 0 AND (n.name LIKE '%' || pattern || '%' OR keyword <% n.name)
  ), closest AS (
    SELECT m.*,
      CASE WHEN m.name = keyword THEN 0 WHEN m.name LIKE pattern || '%' THEN 1
           WHEN m.name LIKE '%' || pattern || '%' THEN 2 ELSE 3 END AS match_group
    FROM matches m ORDER BY m.word_sim DESC, m.sim DESC, m.name LIMIT candidates
  ), best AS (
    SELECT c.*, least(sum(c.row_count) OVER (), candidates)::integer AS total,
      rank() OVER (ORDER BY c.match_group, c.word_sim DESC, c.sim DESC) AS position
    FROM closest c
  )
  SELECT s.id, b.total FROM best b
  CROSS JOIN LATERAL (
    SELECT s.id, s.follower_count FROM shops s
    WHERE s.search_name = b.name AND s.removed_at IS NULL AND s.suspended_at IS NULL
    ORDER BY s.follower_count DESC, s.id LIMIT page
  ) s
  WHERE b.position <= page
  ORDER BY b.match_group, b.word_sim DESC, b.sim DESC, s.follower_count DESC, s.id
  LIMIT page;
END $$;
--> statement-breakpoint
-- Product search: the distinct names that match, at most `maximum` + 1 (more tells the caller the keyword
-- is too common to list its names: it then filters the rows themselves).
CREATE FUNCTION search_product_names(keyword text, pattern text, maximum integer)
RETURNS SETOF text LANGUAGE plpgsql STABLE
SET pg_trgm.word_similarity_threshold = 0.45 SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  SELECT n.name FROM product_search_names n
  WHERE n.row_count > 0 AND (n.name LIKE '%' || pattern || '%' OR keyword <% n.name)
  LIMIT maximum + 1;
END $$;
--> statement-breakpoint
ANALYZE "shop_search_names";
--> statement-breakpoint
ANALYZE "product_search_names";
