CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer,
	"destination_country" text NOT NULL,
	"destination_code" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"delay_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_expected_check" CHECK ("shipments"."expected_at" > "shipments"."shipped_at"),
	CONSTRAINT "shipments_delivered_check" CHECK ("shipments"."delivered_at" is null or "shipments"."delivered_at" > "shipments"."shipped_at"),
	CONSTRAINT "shipments_delay_reason_check" CHECK (("shipments"."delivered_at" is not null and "shipments"."delivered_at" > "shipments"."expected_at") = ("shipments"."delay_reason" is not null) and ("shipments"."delay_reason" is null or "shipments"."delay_reason" in ('Traffic', 'Weather', 'Vehicle breakdown', 'Customs', 'Address issue')))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" integer NOT NULL,
	"start_city" text NOT NULL,
	"start_country" text NOT NULL,
	"end_city" text NOT NULL,
	"end_country" text NOT NULL,
	"warnings" text DEFAULT 'No Warnings' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"route" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_warnings_check" CHECK ("vehicles"."warnings" in ('No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal')),
	CONSTRAINT "vehicles_progress_check" CHECK ("vehicles"."progress" between 0 and 100),
	CONSTRAINT "vehicles_route_check" CHECK (jsonb_typeof("vehicles"."route") = 'array' and jsonb_array_length("vehicles"."route") >= 2)
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_shipped_at_idx" ON "shipments" USING btree ("shipped_at");--> statement-breakpoint
CREATE INDEX "shipments_delivered_at_idx" ON "shipments" USING btree ("delivered_at") WHERE "shipments"."delivered_at" is not null;--> statement-breakpoint
CREATE INDEX "shipments_vehicle_idx" ON "shipments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location");--> statement-breakpoint
CREATE INDEX "vehicles_start_idx" ON "vehicles" USING btree ("start_city","id");--> statement-breakpoint
CREATE INDEX "vehicles_end_idx" ON "vehicles" USING btree ("end_city","id");--> statement-breakpoint
CREATE INDEX "vehicles_warnings_idx" ON "vehicles" USING btree ("warnings","id");--> statement-breakpoint
CREATE INDEX "vehicles_progress_idx" ON "vehicles" USING btree ("progress","id");