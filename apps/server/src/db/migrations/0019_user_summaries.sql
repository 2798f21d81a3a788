CREATE TABLE "user_count_summary" (
	"role_id" integer NOT NULL,
	"status" text NOT NULL,
	"current_plan" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "user_count_summary_role_id_status_current_plan_pk" PRIMARY KEY("role_id","status","current_plan")
);
--> statement-breakpoint
CREATE TABLE "user_signup_day_summary" (
	"day" date PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- The users' summaries (docs/decisions/012-dashboard-summaries.md): the same per-statement triggers
-- with transition tables as migration 0008, so every write path keeps them in its own transaction.
CREATE FUNCTION dashboard_summary_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := dashboard_signed_rows(TG_OP);
BEGIN
  EXECUTE format($q$
    insert into user_count_summary as s (role_id, status, current_plan, users)
    select r.role_id, r.status, r.current_plan, sum(r.sign)
    from (%s) r
    group by 1, 2, 3
    having sum(r.sign) <> 0
    order by 1, 2, 3
    on conflict (role_id, status, current_plan) do update set users = s.users + excluded.users
  $q$, src);
  EXECUTE format($q$
    insert into user_signup_day_summary as s (day, users)
    select (r.created_at at time zone 'UTC')::date, sum(r.sign)
    from (%s) r
    group by 1
    having sum(r.sign) <> 0
    order by 1
    on conflict (day) do update set users = s.users + excluded.users
  $q$, src);
  DELETE FROM user_count_summary WHERE users = 0;
  DELETE FROM user_signup_day_summary WHERE users = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_dashboard_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_day_summary, order_country_day_summary, product_sales_summary, table_row_counts,
    user_count_summary, user_signup_day_summary IN EXCLUSIVE MODE;
  DELETE FROM order_day_summary;
  DELETE FROM order_country_day_summary;
  DELETE FROM product_sales_summary;
  DELETE FROM table_row_counts;
  DELETE FROM user_count_summary;
  DELETE FROM user_signup_day_summary;
  INSERT INTO order_day_summary (day, status, payment, orders, spent_cents)
    SELECT (ordered_at AT TIME ZONE 'UTC')::date, status, payment, count(*), sum(spent_cents)
    FROM orders GROUP BY 1, 2, 3;
  INSERT INTO order_country_day_summary (day, country, country_code, payment, orders, spent_cents)
    SELECT (o.ordered_at AT TIME ZONE 'UTC')::date, c.country, c.country_code, o.payment, count(*), sum(o.spent_cents)
    FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY 1, 2, 3, 4;
  INSERT INTO product_sales_summary (product_id, units, revenue_cents)
    SELECT i.product_id, sum(i.qty), sum(i.qty * i.unit_price_cents::bigint)
    FROM order_items i JOIN orders o ON o.id = i.order_id AND o.payment = 1
    WHERE i.product_id IS NOT NULL GROUP BY 1;
  INSERT INTO table_row_counts (table_name, row_count)
    VALUES ('customers', (SELECT count(*) FROM customers)), ('products', (SELECT count(*) FROM products));
  INSERT INTO user_count_summary (role_id, status, current_plan, users)
    SELECT role_id, status, current_plan, count(*) FROM users GROUP BY 1, 2, 3;
  INSERT INTO user_signup_day_summary (day, users)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
  -- Fresh statistics at once (a few thousand rows): the top-products read must use its index.
  ANALYZE order_day_summary, order_country_day_summary, product_sales_summary, table_row_counts,
    user_count_summary, user_signup_day_summary;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_users_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_users_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_users_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_truncated();
--> statement-breakpoint
SELECT rebuild_dashboard_summaries();
