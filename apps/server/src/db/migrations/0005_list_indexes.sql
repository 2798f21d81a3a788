DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "users_status_idx";--> statement-breakpoint
DROP INDEX "users_plan_idx";--> statement-breakpoint
DROP INDEX "customers_country_idx";--> statement-breakpoint
DROP INDEX "customers_order_count_idx";--> statement-breakpoint
DROP INDEX "customers_total_spent_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_status_idx";--> statement-breakpoint
DROP INDEX "products_stock_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_qty_idx";--> statement-breakpoint
DROP INDEX "referrals_customer_idx";--> statement-breakpoint
DROP INDEX "referrals_referred_idx";--> statement-breakpoint
DROP INDEX "referrals_status_idx";--> statement-breakpoint
DROP INDEX "referrals_value_idx";--> statement-breakpoint
DROP INDEX "referrals_earning_idx";--> statement-breakpoint
DROP INDEX "reviews_product_idx";--> statement-breakpoint
DROP INDEX "reviews_customer_idx";--> statement-breakpoint
DROP INDEX "reviews_status_idx";--> statement-breakpoint
DROP INDEX "reviews_rating_idx";--> statement-breakpoint
DROP INDEX "reviews_reviewed_at_idx";--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_billing_idx" ON "users" USING btree ("billing","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_country_lower_idx" ON "customers" USING btree (lower("country"),"id");--> statement-breakpoint
CREATE INDEX "customers_country_trgm_idx" ON "customers" USING gin ("country" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_head_trgm_idx" ON "reviews" USING gin ("head" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_para_trgm_idx" ON "reviews" USING gin ("para" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id","id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_plan_idx" ON "users" USING btree ("current_plan","id");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "customers_order_count_idx" ON "customers" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "customers_total_spent_idx" ON "customers" USING btree ("total_spent_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_qty_idx" ON "products" USING btree ("qty","id");--> statement-breakpoint
CREATE INDEX "referrals_customer_idx" ON "referrals" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "referrals_referred_idx" ON "referrals" USING btree ("referred_id","id");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "referrals_value_idx" ON "referrals" USING btree ("value_cents","id");--> statement-breakpoint
CREATE INDEX "referrals_earning_idx" ON "referrals" USING btree ("earning_cents","id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "reviews_reviewed_at_idx" ON "reviews" USING btree ("reviewed_at","id");