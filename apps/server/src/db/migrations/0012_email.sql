CREATE TABLE "email_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"email_id" integer,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_attachments_bytes_check" CHECK ("email_attachments"."bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_counts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"inbox_unread" integer DEFAULT 0 NOT NULL,
	"drafts" integer DEFAULT 0 NOT NULL,
	"spam_unread" integer DEFAULT 0 NOT NULL,
	"starred" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"folder" text NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"from_avatar" text DEFAULT '' NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" text[] DEFAULT '{}' NOT NULL,
	"bcc" text[] DEFAULT '{}' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"thread_key" text NOT NULL,
	"reply_to_id" integer,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}' NOT NULL,
	"delivery_status" text,
	"delivery_error" text,
	"send_after" timestamp with time zone,
	"delivery_claim" uuid,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_folder_check" CHECK ("emails"."folder" in ('inbox', 'draft', 'spam', 'sent')),
	CONSTRAINT "emails_labels_check" CHECK ("emails"."labels" <@ array['private', 'company', 'personal', 'important']),
	CONSTRAINT "emails_delivery_status_check" CHECK ("emails"."delivery_status" is null or "emails"."delivery_status" in ('queued', 'delivered', 'failed', 'not_configured'))
);
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_counts" ADD CONSTRAINT "email_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_email_idx" ON "email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "email_attachments_owner_idx" ON "email_attachments" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "email_attachments_key_idx" ON "email_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "emails_folder_idx" ON "emails" USING btree ("owner_id","folder","is_deleted","time","id");--> statement-breakpoint
CREATE INDEX "emails_trash_idx" ON "emails" USING btree ("owner_id","time","id") WHERE "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_starred_idx" ON "emails" USING btree ("owner_id","time","id") WHERE "emails"."is_starred" and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_private_idx" ON "emails" USING btree ("owner_id","time","id") WHERE "emails"."labels" @> array['private'] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_company_idx" ON "emails" USING btree ("owner_id","time","id") WHERE "emails"."labels" @> array['company'] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_personal_idx" ON "emails" USING btree ("owner_id","time","id") WHERE "emails"."labels" @> array['personal'] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_important_idx" ON "emails" USING btree ("owner_id","time","id") WHERE "emails"."labels" @> array['important'] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_subject_trgm_idx" ON "emails" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_from_name_trgm_idx" ON "emails" USING gin ("from_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_thread_idx" ON "emails" USING btree ("owner_id","thread_key","time");--> statement-breakpoint
CREATE INDEX "emails_due_idx" ON "emails" USING btree ("send_after") WHERE "emails"."delivery_status" = 'queued';--> statement-breakpoint
-- emailsMeta of a mailbox in one row read: the unread inbox, the drafts, the unread spam and the
-- starred (deleted e-mails count nowhere). Statement triggers with transition tables add each
-- statement's change per owner in the same transaction, so a bulk update of 500 e-mails is one
-- update of the counter row, and a million-row seed one insert.
CREATE FUNCTION "email_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- A plain update: when the user (and so the counter row) is being deleted, there is nothing to keep.
    UPDATE email_counts c SET
      inbox_unread = c.inbox_unread - d.inbox_unread,
      drafts = c.drafts - d.drafts,
      spam_unread = c.spam_unread - d.spam_unread,
      starred = c.starred - d.starred
    FROM (
      SELECT owner_id,
        count(*) FILTER (WHERE folder = 'inbox' AND NOT is_read AND NOT is_deleted)::int AS inbox_unread,
        count(*) FILTER (WHERE folder = 'draft' AND NOT is_deleted)::int AS drafts,
        count(*) FILTER (WHERE folder = 'spam' AND NOT is_read AND NOT is_deleted)::int AS spam_unread,
        count(*) FILTER (WHERE is_starred AND NOT is_deleted)::int AS starred
      FROM old_rows GROUP BY owner_id
    ) d
    WHERE c.owner_id = d.owner_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO email_counts AS c (owner_id, inbox_unread, drafts, spam_unread, starred)
    SELECT owner_id,
      count(*) FILTER (WHERE folder = 'inbox' AND NOT is_read AND NOT is_deleted)::int,
      count(*) FILTER (WHERE folder = 'draft' AND NOT is_deleted)::int,
      count(*) FILTER (WHERE folder = 'spam' AND NOT is_read AND NOT is_deleted)::int,
      count(*) FILTER (WHERE is_starred AND NOT is_deleted)::int
    FROM new_rows GROUP BY owner_id
    ON CONFLICT (owner_id) DO UPDATE SET
      inbox_unread = c.inbox_unread + excluded.inbox_unread,
      drafts = c.drafts + excluded.drafts,
      spam_unread = c.spam_unread + excluded.spam_unread,
      starred = c.starred + excluded.starred;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "emails_counts_insert" AFTER INSERT ON "emails"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION email_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "emails_counts_update" AFTER UPDATE ON "emails"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION email_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "emails_counts_delete" AFTER DELETE ON "emails"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION email_counts_apply();
