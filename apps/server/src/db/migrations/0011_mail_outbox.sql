CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to" text[] NOT NULL,
	"cc" text[] DEFAULT '{}' NOT NULL,
	"bcc" text[] DEFAULT '{}' NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachment_names" text[] DEFAULT '{}' NOT NULL,
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"smtp_response" text,
	"error" text,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('sent', 'failed', 'not_configured'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_idx" ON "mail_outbox" USING btree ("kind","created_at" DESC NULLS LAST);