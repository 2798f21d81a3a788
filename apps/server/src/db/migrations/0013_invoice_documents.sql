CREATE INDEX "invoices_status_issued_date_idx" ON "invoices" USING btree ("status","issued_date","id");--> statement-breakpoint
CREATE INDEX "invoices_status_balance_idx" ON "invoices" USING btree ("status","balance_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_status_total_idx" ON "invoices" USING btree ("status","total_cents","id");