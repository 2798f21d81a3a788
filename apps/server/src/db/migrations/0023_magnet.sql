CREATE TABLE "magnet_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"info_hash" text NOT NULL,
	"name" text,
	"trackers" text[] DEFAULT '{}'::text[] NOT NULL,
	"length" bigint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magnet_links_info_hash_check" CHECK ("magnet_links"."info_hash" ~ '^[0-9a-f]{40}$'),
	CONSTRAINT "magnet_links_length_check" CHECK ("magnet_links"."length" >= 0),
	CONSTRAINT "magnet_links_tags_check" CHECK (cardinality("magnet_links"."tags") <= 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "magnet_links_info_hash_idx" ON "magnet_links" USING btree ("info_hash");--> statement-breakpoint
CREATE INDEX "magnet_links_name_idx" ON "magnet_links" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "magnet_links_length_idx" ON "magnet_links" USING btree ("length","id");--> statement-breakpoint
CREATE INDEX "magnet_links_created_idx" ON "magnet_links" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "magnet_links_name_trgm_idx" ON "magnet_links" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "magnet_links_hash_trgm_idx" ON "magnet_links" USING gin ("info_hash" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "magnet_links_tags_idx" ON "magnet_links" USING gin ("tags");