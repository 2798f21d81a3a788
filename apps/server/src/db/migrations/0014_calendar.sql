CREATE TABLE "calendar_event_guests" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"response" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"span_end" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "calendar_event_guests_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "calendar_event_guests_response_check" CHECK ("calendar_event_guests"."response" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"calendar" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"rrule" text,
	"exdates" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"span_end" timestamp with time zone NOT NULL,
	"parent_id" integer,
	"original_start" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_calendar_check" CHECK ("calendar_events"."calendar" in ('Business', 'Holiday', 'Personal', 'ETC', 'Family')),
	CONSTRAINT "calendar_events_end_check" CHECK ("calendar_events"."ends_at" >= "calendar_events"."starts_at" and "calendar_events"."span_end" >= "calendar_events"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "calendar_event_guests" ADD CONSTRAINT "calendar_event_guests_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_guests" ADD CONSTRAINT "calendar_event_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_parent_id_calendar_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_guests_user_idx" ON "calendar_event_guests" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "calendar_events_parent_idx" ON "calendar_events" USING btree ("parent_id");--> statement-breakpoint
-- btree_gist is a trusted extension (PostgreSQL 13+); PGlite loads it in db/client.ts. It lets one GiST
-- index hold the owner and the time range, so a month of one user's calendar is one index range scan
-- however many events the table holds (docs/calendar.md, EXPLAIN at 1,000,000 events).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "calendar_events_owner_span_idx" ON "calendar_events" USING gist ("owner_id", tstzrange("starts_at", "span_end", '[]'));
--> statement-breakpoint
-- The guest half of the same query: the events a user is invited to, by the copied range.
CREATE INDEX "calendar_event_guests_user_span_idx" ON "calendar_event_guests" USING gist ("user_id", tstzrange("starts_at", "span_end", '[]'));
