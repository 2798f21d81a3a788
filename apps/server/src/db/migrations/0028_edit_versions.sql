ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Edit conflicts (docs/edit-conflicts.md): every transaction that updates a row, from a form or from
-- any other write path (order totals, counters kept by triggers, scripts), moves it to the next
-- version, so a form that saves with the version it loaded finds out when someone else wrote in
-- between. A second UPDATE of the row in the same transaction (a save that rewrites the header, then
-- the totals) keeps the version: the row was last written by this very transaction (its xmin).
CREATE OR REPLACE FUNCTION edit_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that leaves the row as it was (a totals refresh over every order) is no edit.
  IF NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NEW;
  END IF;
  IF OLD.xmin::text::bigint = pg_current_xact_id()::text::bigint % 4294967296 THEN
    NEW.version := OLD.version;
  ELSE
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER roles_edit_version_bump BEFORE UPDATE ON "roles" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER users_edit_version_bump BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER categories_edit_version_bump BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER customers_edit_version_bump BEFORE UPDATE ON "customers" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER products_edit_version_bump BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER orders_edit_version_bump BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER invoices_edit_version_bump BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();
