-- The product list filtered by stock and status at once counts from this index alone (lib/list-count.ts).
CREATE INDEX "products_stock_status_idx" ON "products" USING btree ("stock","status","id");
