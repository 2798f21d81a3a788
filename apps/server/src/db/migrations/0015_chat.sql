CREATE TABLE "chat_events" (
	"user_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_events_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"node" text NOT NULL,
	"user_id" integer NOT NULL,
	"tabs" integer NOT NULL,
	"active_tabs" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_user_id_node_pk" PRIMARY KEY("user_id","node")
);
--> statement-breakpoint
CREATE TABLE "chat_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"two_step" boolean DEFAULT false NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"unseen_total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_profiles_status_check" CHECK ("chat_profiles"."status" in ('online', 'offline', 'busy', 'away'))
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"edit_window_minutes" integer DEFAULT 15 NOT NULL,
	CONSTRAINT "chat_settings_one_row" CHECK ("chat_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_a" integer NOT NULL,
	"user_b" integer NOT NULL,
	"unseen_a" integer DEFAULT 0 NOT NULL,
	"unseen_b" integer DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_pair_order_check" CHECK ("chats"."user_a" < "chats"."user_b")
);
--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_unseen_idx" ON "chat_messages" USING btree ("chat_id","sender_id") WHERE "chat_messages"."seen_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_idx" ON "chats" USING btree ("user_a","user_b");--> statement-breakpoint
CREATE INDEX "chats_a_recent_idx" ON "chats" USING btree ("user_a","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_b_recent_idx" ON "chats" USING btree ("user_b","last_message_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "chat_settings" ("id", "edit_window_minutes") VALUES (1, 15) ON CONFLICT DO NOTHING;
