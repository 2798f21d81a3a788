-- Every write statement on a table whose searches the API keeps (lib/kept-searches.ts: the ids of a
-- search's first pages, decision 013) is announced on the channel "list_changed" with the table's
-- name, in the same transaction (PostgreSQL delivers it at commit, once per table and transaction).
-- Each API process listens and stops serving what it kept for searches over that table. The same
-- payload is raised as a NOTICE 'list_changed:<table>' to the connection that wrote, before its
-- answer, so the writing process drops its own entries at once. Statement-level: a bulk write is one
-- announcement.
CREATE FUNCTION "notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_changed', TG_TABLE_NAME);
  RAISE NOTICE 'list_changed:%', TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "customers_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "products_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "referrals_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
