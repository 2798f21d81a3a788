-- Lists at scale (docs/decisions/013-lists-at-scale.md).
-- 1. Categories keep their product count and earnings in columns, maintained by triggers in the
--    writing transaction, so sorting the category list by them reads no product or order item.
ALTER TABLE "categories" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "earning_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "categories" c SET
  "product_count" = (SELECT count(*) FROM "products" p WHERE p."category_id" = c."id"),
  "earning_cents" = (SELECT coalesce(sum(i."unit_price_cents"::bigint * i."qty"), 0)
    FROM "order_items" i JOIN "products" p ON p."id" = i."product_id" WHERE p."category_id" = c."id");--> statement-breakpoint
CREATE INDEX "categories_product_count_idx" ON "categories" USING btree ("product_count","id");--> statement-breakpoint
CREATE INDEX "categories_earning_idx" ON "categories" USING btree ("earning_cents","id");--> statement-breakpoint
-- Each trigger adds its changes per category in one grouped UPDATE per statement, so a bulk
-- insert of two million order items is one update of a few category rows, not two million.
CREATE FUNCTION "category_totals_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "product_count" = c."product_count" + d.n
  FROM (SELECT "category_id", count(*)::int AS n FROM "added" GROUP BY "category_id") d
  WHERE c."id" = d."category_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_totals_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "category_totals_products_inserted"();--> statement-breakpoint
-- A deleted product takes its count and its items' earnings along, counted before the delete sets
-- the items' product_id to null (after it, the items can no longer be traced to the category).
CREATE FUNCTION "category_totals_product_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" SET "product_count" = "product_count" - 1,
    "earning_cents" = "earning_cents" - (SELECT coalesce(sum(i."unit_price_cents"::bigint * i."qty"), 0)
      FROM "order_items" i WHERE i."product_id" = OLD."id")
  WHERE "id" = OLD."category_id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_totals_delete" BEFORE DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "category_totals_product_deleted"();--> statement-breakpoint
-- A product moved to another category moves its count and its items' earnings.
CREATE FUNCTION "category_totals_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o."category_id" AS old_category, n."category_id" AS new_category,
      (SELECT coalesce(sum(i."unit_price_cents"::bigint * i."qty"), 0)
        FROM "order_items" i WHERE i."product_id" = n."id") AS cents
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."category_id" <> n."category_id"
  ), deltas AS (
    SELECT old_category AS category_id, -1 AS n, -cents AS cents FROM moved
    UNION ALL
    SELECT new_category, 1, cents FROM moved
  )
  UPDATE "categories" c SET "product_count" = c."product_count" + d.n, "earning_cents" = c."earning_cents" + d.cents
  FROM (SELECT category_id, sum(n)::int AS n, sum(cents)::bigint AS cents FROM deltas GROUP BY category_id) d
  WHERE c."id" = d.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_totals_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_totals_products_updated"();--> statement-breakpoint
-- Order items count towards the category of their product (an item whose product was deleted,
-- product_id null, counts nowhere, as in the aggregate over order_items join products).
CREATE FUNCTION "category_totals_items_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "earning_cents" = c."earning_cents" + d.cents
  FROM (SELECT p."category_id", sum(a."unit_price_cents"::bigint * a."qty")::bigint AS cents
    FROM "added" a JOIN "products" p ON p."id" = a."product_id" GROUP BY p."category_id") d
  WHERE c."id" = d."category_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_category_totals_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "category_totals_items_inserted"();--> statement-breakpoint
CREATE FUNCTION "category_totals_items_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "earning_cents" = c."earning_cents" - d.cents
  FROM (SELECT p."category_id", sum(r."unit_price_cents"::bigint * r."qty")::bigint AS cents
    FROM "removed" r JOIN "products" p ON p."id" = r."product_id" GROUP BY p."category_id") d
  WHERE c."id" = d."category_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_category_totals_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "category_totals_items_deleted"();--> statement-breakpoint
-- An item's old product is looked up after the update: when a product delete set it to null the
-- product is gone, so nothing is taken twice (its delete trigger took it already).
CREATE FUNCTION "category_totals_items_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH deltas AS (
    SELECT p."category_id", -(o."unit_price_cents"::bigint * o."qty") AS cents
    FROM "old_rows" o JOIN "products" p ON p."id" = o."product_id"
    UNION ALL
    SELECT p."category_id", n."unit_price_cents"::bigint * n."qty"
    FROM "new_rows" n JOIN "products" p ON p."id" = n."product_id"
  )
  UPDATE "categories" c SET "earning_cents" = c."earning_cents" + d.cents
  FROM (SELECT "category_id", sum(cents)::bigint AS cents FROM deltas GROUP BY "category_id") d
  WHERE c."id" = d."category_id" AND d.cents <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_category_totals_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_totals_items_updated"();--> statement-breakpoint
-- Roles keep their user count the same way (the role list showed count(*) of each role's users:
-- 100,000 index entries read per request at scale).
ALTER TABLE "roles" ADD COLUMN "user_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "roles" r SET "user_count" = (SELECT count(*) FROM "users" u WHERE u."role_id" = r."id");--> statement-breakpoint
CREATE FUNCTION "role_user_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "roles" r SET "user_count" = r."user_count" + d.n
    FROM (SELECT "role_id", count(*)::int AS n FROM "new_rows" GROUP BY "role_id") d WHERE r."id" = d."role_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "roles" r SET "user_count" = r."user_count" - d.n
    FROM (SELECT "role_id", count(*)::int AS n FROM "old_rows" GROUP BY "role_id") d WHERE r."id" = d."role_id";
  ELSE
    UPDATE "roles" r SET "user_count" = r."user_count" + d.n
    FROM (
      SELECT "role_id", sum(n)::int AS n FROM (
        SELECT "role_id", -1 AS n FROM "old_rows" UNION ALL SELECT "role_id", 1 FROM "new_rows"
      ) x GROUP BY "role_id"
    ) d WHERE r."id" = d."role_id" AND d.n <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_role_count_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "role_user_count_changed"();--> statement-breakpoint
CREATE TRIGGER "users_role_count_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "role_user_count_changed"();--> statement-breakpoint
CREATE TRIGGER "users_role_count_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "role_user_count_changed"();--> statement-breakpoint
-- 2. Users: the role filter with the sort by name walks one index.
CREATE INDEX "users_role_full_name_idx" ON "users" USING btree ("role_id","full_name","id");--> statement-breakpoint
-- 3. Permissions: q also matches the created date as the list shows it ("14 Apr 2021, 8:43 PM").
-- to_char is only STABLE (some patterns follow the locale); this pattern has no TM prefix, so its
-- text depends on the timestamp alone and the function may be declared IMMUTABLE and indexed.
CREATE FUNCTION "permission_created_label"("at" timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char("at" AT TIME ZONE 'UTC', 'DD Mon YYYY, FMHH12:MI AM') $$;--> statement-breakpoint
-- Stored as a generated column: a filter calling the function on every row walked by another
-- index cost about 20 microseconds a row (an SQL function that cannot be inlined).
ALTER TABLE "permissions" ADD COLUMN "created_label" text GENERATED ALWAYS AS (permission_created_label(created_at)) STORED;--> statement-breakpoint
CREATE INDEX "permissions_created_label_trgm_idx" ON "permissions" USING gin ("created_label" gin_trgm_ops);
--> statement-breakpoint
-- 4. Finer statistics for the trigram-searched columns of the big tables: with the default 100-entry
-- histogram the planner guessed `name ILIKE '%smith%'` at 98 of a million customers (it is 25,000),
-- and picked plans that read every match before the first page.
ALTER TABLE "customers" ALTER COLUMN "name" SET STATISTICS 1000, ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name" SET STATISTICS 1000, ALTER COLUMN "brand" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "full_name" SET STATISTICS 1000, ALTER COLUMN "username" SET STATISTICS 1000, ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "permissions" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "orders_number_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "permissions" ALTER COLUMN "created_label" SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_cents","id");
