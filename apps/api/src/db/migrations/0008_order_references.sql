-- Issue 16: an order's payment method, its short reference and the fingerprint of the request its
-- Idempotency-Key came with. Existing rows are backfilled as the app would have written them.
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(10) DEFAULT 'agreement' NOT NULL;--> statement-breakpoint
-- An order was paid from the wallet exactly when its total was held in escrow.
UPDATE "orders" SET "payment_method" = 'wallet'
WHERE EXISTS (SELECT 1 FROM "ledger_movements" m WHERE m."order_id" = "orders"."id" AND m."kind" = 'escrow_hold');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" varchar(8);--> statement-breakpoint
-- 8 characters of Crockford's base32 from the last 40 bits (10 hex digits) of `hex`, as orderReferenceOf.
CREATE FUNCTION pg_temp.crockford_40(hex text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((v >> (5 * (7 - i))) & 31)::int + 1, 1), '' ORDER BY i)
  FROM (SELECT ('x' || right(hex, 10))::bit(40)::bigint AS v) bits, generate_series(0, 7) AS i
$$;--> statement-breakpoint
UPDATE "orders" SET "reference" = pg_temp.crockford_40(replace("id"::text, '-', ''));--> statement-breakpoint
-- Two existing orders with the same last 40 bits: the younger one takes other bits of its id, hashed, until
-- its reference is its own (new orders are given a new id instead, order-creation.service.ts).
DO $$
DECLARE
  dup record;
  attempt int;
BEGIN
  FOR dup IN
    SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY "reference" ORDER BY "created_at", id) AS n FROM "orders"
    ) ranked WHERE n > 1
  LOOP
    attempt := 0;
    LOOP
      attempt := attempt + 1;
      UPDATE "orders" SET "reference" = pg_temp.crockford_40(md5(dup.id::text || attempt)) WHERE id = dup.id;
      EXIT WHEN (SELECT count(*) FROM "orders" o
                 WHERE o."reference" = (SELECT "reference" FROM "orders" WHERE id = dup.id)) = 1;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" varchar(64);--> statement-breakpoint
-- The fingerprint of requestFingerprint (order-creation.service.ts): SHA-256 of the request's fields as
-- JSON, keys sorted, product id in lower case.
UPDATE "orders" SET "idempotency_fingerprint" = encode(sha256(convert_to(format(
  '{"deliveryMethod":%s,"paymentMethod":%s,"productId":%s,"productNumber":%s}',
  to_json("delivery_method"::text), to_json("payment_method"::text), to_json("product_id"::text),
  "product_number"), 'UTF8')), 'hex')
WHERE "idempotency_key" IS NOT NULL;
