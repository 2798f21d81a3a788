CREATE TABLE "audit_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"tx_id" bigint NOT NULL,
	CONSTRAINT "audit_entry_action" CHECK ("audit_entry"."action" in ('insert', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "audit_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_days" integer DEFAULT 30 NOT NULL,
	"last_purge_at" timestamp with time zone,
	CONSTRAINT "audit_settings_one_row" CHECK ("audit_settings"."id" = 1),
	CONSTRAINT "audit_settings_retention" CHECK ("audit_settings"."retention_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "deleted_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deleted_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_entry_at_idx" ON "audit_entry" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entry_record_idx" ON "audit_entry" USING btree ("table_name","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entry_actor_idx" ON "audit_entry" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entry_tx_idx" ON "audit_entry" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "deleted_record_tx_idx" ON "deleted_record" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "deleted_record_deleted_at_idx" ON "deleted_record" USING btree ("deleted_at");--> statement-breakpoint
INSERT INTO "audit_settings" ("id") VALUES (1);
--> statement-breakpoint
-- One row trigger function for every audited table (docs/audit.md). Arguments: the primary key
-- columns (comma-separated), the secret columns whose values never reach audit_entry, and 'keep' when
-- a deleted row's whole before-image goes to deleted_record for a restore. The seed turns it off
-- (app.audit = 'off'); an update that changes nothing but updated_at/version records nothing.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pk text[] := string_to_array(TG_ARGV[0], ',');
  secrets text[] := string_to_array(TG_ARGV[1], ',');
  keep boolean := TG_ARGV[2] = 'keep';
  old_j jsonb;
  new_j jsonb;
  row_j jsonb;
  diff jsonb;
  rid text;
  tx bigint;
BEGIN
  IF current_setting('app.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
  row_j := coalesce(new_j, old_j);
  SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN e.key = ANY (secrets) THEN '{"changed":true}'::jsonb
           ELSE jsonb_build_object('before', old_j -> e.key, 'after', new_j -> e.key) END), '{}'::jsonb)
    INTO diff
    FROM jsonb_each(row_j) e
   WHERE e.key NOT IN ('updated_at', 'version')
     AND (TG_OP <> 'UPDATE' OR (old_j -> e.key) IS DISTINCT FROM (new_j -> e.key))
     AND NOT (TG_OP <> 'UPDATE' AND e.key = ANY (secrets) AND e.value = 'null'::jsonb);
  IF TG_OP = 'UPDATE' AND diff = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(row_j ->> u.k, ':' ORDER BY u.n) INTO rid FROM unnest(pk) WITH ORDINALITY AS u(k, n);
  tx := txid_current();
  INSERT INTO audit_entry (actor_id, action, table_name, record_id, changes, tx_id)
  VALUES (nullif(current_setting('app.actor_id', true), '')::integer, lower(TG_OP), TG_TABLE_NAME, rid, diff, tx);
  IF TG_OP = 'DELETE' AND keep THEN
    INSERT INTO deleted_record (tx_id, table_name, record_id, "row") VALUES (tx, TG_TABLE_NAME, rid, old_j);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Puts a before-image back with its original key: only the columns it holds (a column added since
-- takes its default), generated columns left out, identity columns given their old values.
CREATE FUNCTION audit_restore_row(tbl text, r jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cols text;
BEGIN
  SELECT string_agg(quote_ident(a.attname), ',' ORDER BY a.attnum) INTO cols
    FROM pg_attribute a
   WHERE a.attrelid = tbl::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     AND r ? a.attname;
  EXECUTE format('INSERT INTO %I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM jsonb_populate_record(NULL::%I, $1)',
    tbl, cols, cols, tbl) USING r;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_users" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'password_hash', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_user_profiles" AFTER INSERT OR UPDATE OR DELETE ON "user_profiles" FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_account_settings" AFTER INSERT OR UPDATE OR DELETE ON "account_settings" FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_two_factors" AFTER INSERT OR UPDATE OR DELETE ON "two_factors" FOR EACH ROW EXECUTE FUNCTION audit_row('user_id', 'secret', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_roles" AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_permissions" AFTER INSERT OR UPDATE OR DELETE ON "permissions" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_role_permissions" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions" FOR EACH ROW EXECUTE FUNCTION audit_row('role_id,permission_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_registration_settings" AFTER INSERT OR UPDATE OR DELETE ON "registration_settings" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_categories" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_products" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_customers" AFTER INSERT OR UPDATE OR DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_customer_addresses" AFTER INSERT OR UPDATE OR DELETE ON "customer_addresses" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_orders" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_order_items" AFTER INSERT OR UPDATE OR DELETE ON "order_items" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_order_events" AFTER INSERT OR UPDATE OR DELETE ON "order_events" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_reviews" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_referrals" AFTER INSERT OR UPDATE OR DELETE ON "referrals" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_shop_settings" AFTER INSERT OR UPDATE OR DELETE ON "shop_settings" FOR EACH ROW EXECUTE FUNCTION audit_row('section', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_clients" AFTER INSERT OR UPDATE OR DELETE ON "clients" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_invoices" AFTER INSERT OR UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_invoice_items" AFTER INSERT OR UPDATE OR DELETE ON "invoice_items" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_invoice_payments" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_emails" AFTER INSERT OR UPDATE OR DELETE ON "emails" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_email_attachments" AFTER INSERT OR UPDATE OR DELETE ON "email_attachments" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_calendar_events" AFTER INSERT OR UPDATE OR DELETE ON "calendar_events" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_calendar_event_guests" AFTER INSERT OR UPDATE OR DELETE ON "calendar_event_guests" FOR EACH ROW EXECUTE FUNCTION audit_row('event_id,user_id', '', 'keep');
--> statement-breakpoint
CREATE TRIGGER "audit_deals" AFTER INSERT OR UPDATE OR DELETE ON "deals" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_deal_products" AFTER INSERT OR UPDATE OR DELETE ON "deal_products" FOR EACH ROW EXECUTE FUNCTION audit_row('deal_id,product_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_property_listings" AFTER INSERT OR UPDATE OR DELETE ON "property_listings" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_vehicles" AFTER INSERT OR UPDATE OR DELETE ON "vehicles" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_shipments" AFTER INSERT OR UPDATE OR DELETE ON "shipments" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_courses" AFTER INSERT OR UPDATE OR DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_course_sections" AFTER INSERT OR UPDATE OR DELETE ON "course_sections" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_course_topics" AFTER INSERT OR UPDATE OR DELETE ON "course_topics" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_faq_groups" AFTER INSERT OR UPDATE OR DELETE ON "faq_groups" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_faq_questions" AFTER INSERT OR UPDATE OR DELETE ON "faq_questions" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_help_categories" AFTER INSERT OR UPDATE OR DELETE ON "help_categories" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_help_articles" AFTER INSERT OR UPDATE OR DELETE ON "help_articles" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_licences" AFTER INSERT OR UPDATE OR DELETE ON "licences" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_licence_users" AFTER INSERT OR UPDATE OR DELETE ON "licence_users" FOR EACH ROW EXECUTE FUNCTION audit_row('licence_id,user_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_magnet_links" AFTER INSERT OR UPDATE OR DELETE ON "magnet_links" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_videos" AFTER INSERT OR UPDATE OR DELETE ON "videos" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_video_classes" AFTER INSERT OR UPDATE OR DELETE ON "video_classes" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_webinars" AFTER INSERT OR UPDATE OR DELETE ON "webinars" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_plans" AFTER INSERT OR UPDATE OR DELETE ON "plans" FOR EACH ROW EXECUTE FUNCTION audit_row('key', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_chat_settings" AFTER INSERT OR UPDATE OR DELETE ON "chat_settings" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_analytics_projects" AFTER INSERT OR UPDATE OR DELETE ON "analytics_projects" FOR EACH ROW EXECUTE FUNCTION audit_row('id', '', '');
