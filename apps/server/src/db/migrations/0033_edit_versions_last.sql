ALTER TABLE "account_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "magnet_links" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The last edit forms (docs/edit-conflicts.md). The trigger's arguments name the columns that are no
-- edit of the record: a generated column (in a BEFORE trigger NEW holds no value for it yet, so NEW
-- always differed from OLD and every UPDATE moved the version, even `set x = x`), and bookkeeping a
-- person never edits (updated_at, the audit's last purge). An UPDATE that changes only those keeps
-- the version; the rest of the rule is migration 0028's.
CREATE OR REPLACE FUNCTION edit_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NEW;
  END IF;
  IF TG_NARGS > 0 AND (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) THEN
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
DROP TRIGGER permissions_edit_version_bump ON "permissions";--> statement-breakpoint
CREATE TRIGGER permissions_edit_version_bump BEFORE UPDATE ON "permissions" FOR EACH ROW EXECUTE FUNCTION edit_version_bump('created_label');--> statement-breakpoint
DROP TRIGGER help_articles_edit_version_bump ON "help_articles";--> statement-breakpoint
CREATE TRIGGER help_articles_edit_version_bump BEFORE UPDATE ON "help_articles" FOR EACH ROW EXECUTE FUNCTION edit_version_bump('search_vector', 'updated_at');--> statement-breakpoint
CREATE TRIGGER audit_settings_edit_version_bump BEFORE UPDATE ON "audit_settings" FOR EACH ROW EXECUTE FUNCTION edit_version_bump('last_purge_at');--> statement-breakpoint
CREATE TRIGGER magnet_links_edit_version_bump BEFORE UPDATE ON "magnet_links" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER account_settings_edit_version_bump BEFORE UPDATE ON "account_settings" FOR EACH ROW EXECUTE FUNCTION edit_version_bump('updated_at');--> statement-breakpoint
CREATE TRIGGER user_profiles_edit_version_bump BEFORE UPDATE ON "user_profiles" FOR EACH ROW EXECUTE FUNCTION edit_version_bump('updated_at');
