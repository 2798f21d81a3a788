DROP INDEX "categories_status_idx";--> statement-breakpoint
CREATE INDEX "permissions_name_id_idx" ON "permissions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "permissions_name_trgm_idx" ON "permissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_name_id_idx" ON "categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "categories_status_id_idx" ON "categories" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_slug_trgm_idx" ON "categories" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_description_trgm_idx" ON "categories" USING gin ("description" gin_trgm_ops);