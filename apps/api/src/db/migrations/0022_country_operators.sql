-- hand-written: each country offers its own mobile operators (packages/domain countries.ts, operatorsOf).
-- Accounts signed up before the lists could name one of the spec's three (Orange, Moov Africa, Telecel) in
-- any country: 'Moov Africa' in Ghana, 'Orange' in Nigeria. Such an operator is cleared (null: not chosen
-- yet, the profile asks for one) rather than guessed: Sugu does not know which network the number is on.
-- The countries without a list of their own keep the spec's three.
UPDATE "users" SET "operator" = NULL
WHERE "operator" IS NOT NULL
  AND "operator" NOT IN (
    SELECT op FROM (VALUES
      ('GH', 'MTN'), ('GH', 'Telecel'), ('GH', 'AT'),
      ('NG', 'MTN'), ('NG', 'Airtel'), ('NG', 'Glo'), ('NG', '9mobile'),
      ('GM', 'Africell'), ('GM', 'QCell'), ('GM', 'Comium'), ('GM', 'Gamcel'),
      ('SL', 'Africell'), ('SL', 'Orange'), ('SL', 'QCell'),
      ('LR', 'Orange'), ('LR', 'Lonestar')
    ) AS offered(country, op)
    WHERE offered.country = "users"."country"
    UNION ALL
    SELECT op FROM (VALUES ('Orange'), ('Moov Africa'), ('Telecel')) AS spec(op)
    WHERE "users"."country" NOT IN ('GH', 'NG', 'GM', 'SL', 'LR')
  );
