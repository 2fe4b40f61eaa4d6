-- hand-written: an account's devise follows its country (packages/domain countries.ts, deviseOf). Accounts
-- of Guinea and of the anglophone countries signed up before it hold XOF; those whose wallet never moved
-- (no operation, no ledger entry, nothing held) take their country's currency. A wallet that ever held
-- money keeps its XOF: no conversion, ever.
UPDATE "users" AS u SET "devise" = CASE u."country"
    WHEN 'GN' THEN 'GNF' WHEN 'GH' THEN 'GHS' WHEN 'NG' THEN 'NGN'
    WHEN 'GM' THEN 'GMD' WHEN 'SL' THEN 'SLE' WHEN 'LR' THEN 'LRD' END
WHERE u."country" IN ('GN', 'GH', 'NG', 'GM', 'SL', 'LR')
  AND u."devise" = 'XOF'
  AND u."wallet_budget" = 0
  AND NOT EXISTS (SELECT 1 FROM "wallet_operations" AS w WHERE w."user_id" = u."id")
  AND NOT EXISTS (SELECT 1 FROM "ledger_entries" AS l WHERE l."user_id" = u."id");
