CREATE TABLE "deal_products" (
	"deal_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "deal_products_deal_id_product_id_pk" PRIMARY KEY("deal_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" numeric(10, 2),
	"region" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"audience" text NOT NULL,
	"max_uses" integer NOT NULL,
	"min_cart" numeric(12, 2) DEFAULT 0 NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_type_check" CHECK ("deals"."type" in ('percentage', 'flat', 'bogo', 'freeShipping')),
	CONSTRAINT "deals_value_check" CHECK (("deals"."type" = 'percentage' and "deals"."value" between 1 and 100 and "deals"."value" = trunc("deals"."value"))
        or ("deals"."type" = 'flat' and "deals"."value" between 0.01 and 10000)
        or ("deals"."type" in ('bogo', 'freeShipping') and "deals"."value" is null)),
	CONSTRAINT "deals_title_check" CHECK (char_length("deals"."title") between 3 and 80),
	CONSTRAINT "deals_code_check" CHECK ("deals"."code" ~ '^[A-Z0-9-]{3,20}$'),
	CONSTRAINT "deals_description_check" CHECK (char_length("deals"."description") <= 500),
	CONSTRAINT "deals_dates_check" CHECK ("deals"."ends_at" > "deals"."starts_at"),
	CONSTRAINT "deals_audience_check" CHECK ("deals"."audience" in ('all', 'new', 'returning')),
	CONSTRAINT "deals_max_uses_check" CHECK ("deals"."max_uses" between 1 and 1000000),
	CONSTRAINT "deals_min_cart_check" CHECK ("deals"."min_cart" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_products_product_idx" ON "deal_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_code_idx" ON "deals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deals_starts_idx" ON "deals" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "deals_title_trgm_idx" ON "deals" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_code_trgm_idx" ON "deals" USING gin ("code" gin_trgm_ops);