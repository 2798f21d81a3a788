CREATE TABLE "property_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"listed_by" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"property_type" text NOT NULL,
	"property_kind" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"address" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"floor_number" integer,
	"furnished" text NOT NULL,
	"furnishings" text[] DEFAULT '{}'::text[] NOT NULL,
	"common_area" boolean NOT NULL,
	"attached_balcony" boolean NOT NULL,
	"area_unit" text NOT NULL,
	"total_area" numeric(12, 2) NOT NULL,
	"carpet_area" numeric(12, 2),
	"plot_area" numeric(12, 2),
	"available_from" date NOT NULL,
	"possession" text NOT NULL,
	"transaction" text NOT NULL,
	"main_road" boolean NOT NULL,
	"nearby" text[] DEFAULT '{}'::text[] NOT NULL,
	"expected_price" numeric(14, 2) NOT NULL,
	"maintenance_charge" numeric(14, 2),
	"maintenance_period" text NOT NULL,
	"booking_amount" numeric(14, 2),
	"other_amount" numeric(14, 2),
	"price_includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_display" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_listings_listed_by_check" CHECK ("property_listings"."listed_by" in ('owner', 'builder', 'broker')),
	CONSTRAINT "property_listings_type_check" CHECK ("property_listings"."property_type" in ('residential', 'commercial')),
	CONSTRAINT "property_listings_kind_check" CHECK (("property_listings"."property_type" = 'residential' and "property_listings"."property_kind" in ('apartment', 'house', 'villa', 'land'))
        or ("property_listings"."property_type" = 'commercial' and "property_listings"."property_kind" in ('office', 'shop', 'warehouse', 'land'))),
	CONSTRAINT "property_listings_contact_check" CHECK (char_length("property_listings"."contact_name") between 2 and 80),
	CONSTRAINT "property_listings_city_check" CHECK (char_length("property_listings"."city") between 1 and 80),
	CONSTRAINT "property_listings_address_check" CHECK (char_length("property_listings"."address") between 5 and 200),
	CONSTRAINT "property_listings_rooms_check" CHECK ("property_listings"."bedrooms" between 0 and 50 and "property_listings"."bathrooms" between 0 and 50),
	CONSTRAINT "property_listings_floor_check" CHECK ("property_listings"."floor_number" between -5 and 200),
	CONSTRAINT "property_listings_furnished_check" CHECK ("property_listings"."furnished" in ('furnished', 'semiFurnished', 'unfurnished')),
	CONSTRAINT "property_listings_furnishings_check" CHECK ("property_listings"."furnishings" <@ array['ac', 'tv', 'fridge', 'washingMachine', 'wifi', 'sofa', 'bed', 'wardrobe', 'microwave', 'waterHeater']::text[]
        and ("property_listings"."furnished" <> 'unfurnished' or cardinality("property_listings"."furnishings") = 0)),
	CONSTRAINT "property_listings_unit_check" CHECK ("property_listings"."area_unit" in ('sqft', 'sqm')),
	CONSTRAINT "property_listings_area_check" CHECK ("property_listings"."total_area" > 0 and ("property_listings"."carpet_area" is null or ("property_listings"."carpet_area" > 0 and "property_listings"."carpet_area" <= "property_listings"."total_area"))
        and ("property_listings"."plot_area" is null or "property_listings"."plot_area" > 0)),
	CONSTRAINT "property_listings_possession_check" CHECK ("property_listings"."possession" in ('underConstruction', 'readyToMove')),
	CONSTRAINT "property_listings_transaction_check" CHECK ("property_listings"."transaction" in ('newProperty', 'resale')),
	CONSTRAINT "property_listings_nearby_check" CHECK ("property_listings"."nearby" <@ array['hospital', 'market', 'school', 'publicTransport', 'park']::text[]),
	CONSTRAINT "property_listings_price_check" CHECK ("property_listings"."expected_price" > 0 and ("property_listings"."booking_amount" is null or "property_listings"."booking_amount" between 0 and "property_listings"."expected_price")
        and ("property_listings"."maintenance_charge" is null or "property_listings"."maintenance_charge" >= 0)
        and ("property_listings"."other_amount" is null or "property_listings"."other_amount" >= 0)),
	CONSTRAINT "property_listings_period_check" CHECK ("property_listings"."maintenance_period" in ('month', 'year')),
	CONSTRAINT "property_listings_includes_check" CHECK ("property_listings"."price_includes" <@ array['carParking', 'clubMembership', 'powerBackup', 'stampDuty', 'registration']::text[]),
	CONSTRAINT "property_listings_display_check" CHECK ("property_listings"."price_display" in ('fixed', 'negotiable', 'callForPrice'))
);
--> statement-breakpoint
CREATE INDEX "property_listings_created_idx" ON "property_listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "property_listings_price_idx" ON "property_listings" USING btree ("expected_price","id");--> statement-breakpoint
CREATE INDEX "property_listings_type_created_idx" ON "property_listings" USING btree ("property_type","created_at","id");--> statement-breakpoint
CREATE INDEX "property_listings_lister_created_idx" ON "property_listings" USING btree ("listed_by","created_at","id");--> statement-breakpoint
CREATE INDEX "property_listings_city_trgm_idx" ON "property_listings" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_listings_address_trgm_idx" ON "property_listings" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_listings_contact_trgm_idx" ON "property_listings" USING gin ("contact_name" gin_trgm_ops);