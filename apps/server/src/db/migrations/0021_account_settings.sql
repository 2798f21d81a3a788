CREATE TABLE "account_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notifications" jsonb,
	"social_links" jsonb,
	"billing_address" jsonb,
	"plan_cycle" text DEFAULT 'monthly' NOT NULL,
	"plan_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_settings_cycle_check" CHECK ("account_settings"."plan_cycle" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"key" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"monthly_cents" integer NOT NULL,
	"yearly_cents" integer NOT NULL,
	"max_users" integer,
	"storage_gb" integer NOT NULL,
	"support" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plans_prices_check" CHECK ("plans"."monthly_cents" >= 0 and "plans"."yearly_cents" >= 0),
	CONSTRAINT "plans_support_check" CHECK ("plans"."support" in ('community', 'email', 'priority', 'dedicated'))
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password', 'change-email'));--> statement-breakpoint
-- hand-written: the four plans every installation offers (docs/account-settings.md); prices in cents.
INSERT INTO "plans" ("key", "position", "monthly_cents", "yearly_cents", "max_users", "storage_gb", "support", "popular") VALUES
  ('basic', 1, 0, 0, 3, 5, 'community', false),
  ('team', 2, 1500, 14400, 10, 50, 'email', false),
  ('company', 3, 4900, 46800, 50, 500, 'priority', true),
  ('enterprise', 4, 9900, 94800, NULL, 2000, 'dedicated', false)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- hand-written: the user profile's projects tab finds the projects whose team holds the user's name.
CREATE INDEX IF NOT EXISTS "analytics_projects_team_gin_idx" ON "analytics_projects" USING gin ("team");
