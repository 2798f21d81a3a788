-- The order list filtered by status and payment at once counts from this index alone (lib/list-count.ts).
CREATE INDEX "orders_status_payment_idx" ON "orders" USING btree ("status","payment","id");
