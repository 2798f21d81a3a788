-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "customers_name_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_payment_idx";--> statement-breakpoint
DROP INDEX "orders_ordered_at_idx";--> statement-breakpoint
DROP INDEX "orders_spent_idx";--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin (("order_number"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment","id");--> statement-breakpoint
CREATE INDEX "orders_ordered_at_idx" ON "orders" USING btree ("ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_spent_idx" ON "orders" USING btree ("spent_cents","id");