CREATE TABLE "order_country_day_summary" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"payment" smallint NOT NULL,
	"orders" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	CONSTRAINT "order_country_day_summary_day_country_country_code_payment_pk" PRIMARY KEY("day","country","country_code","payment")
);
--> statement-breakpoint
CREATE TABLE "order_day_summary" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment" smallint NOT NULL,
	"orders" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	CONSTRAINT "order_day_summary_day_status_payment_pk" PRIMARY KEY("day","status","payment")
);
--> statement-breakpoint
CREATE TABLE "product_sales_summary" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_sales_summary_revenue_idx" ON "product_sales_summary" USING btree ("revenue_cents" DESC NULLS FIRST,"product_id");--> statement-breakpoint
-- Triggers and functions that keep the summary tables equal to the raw aggregates
-- (docs/decisions/012-dashboard-summaries.md). The triggers are per statement and read the
-- statement's transition tables, so a write of one row or of a million costs one aggregate.
-- The signed rows of the statement: +1 for rows it wrote (new_rows), -1 for rows it replaced or deleted (old_rows).
CREATE FUNCTION dashboard_signed_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'select 1 as sign, * from new_rows'
    WHEN 'DELETE' THEN 'select -1 as sign, * from old_rows'
    ELSE 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_summary_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := dashboard_signed_rows(TG_OP);
BEGIN
  -- The customers' rows are locked first, so a concurrent change of a customer's country waits for
  -- this transaction (and then moves these orders too) or this one reads the new country.
  EXECUTE format('select 1 from customers where id in (select customer_id from (%s) r) order by id for no key update', src);
  EXECUTE format($q$
    insert into order_day_summary as s (day, status, payment, orders, spent_cents)
    select (r.ordered_at at time zone 'UTC')::date, r.status, r.payment, sum(r.sign), sum(r.sign * r.spent_cents)
    from (%s) r
    group by 1, 2, 3
    having sum(r.sign) <> 0 or sum(r.sign * r.spent_cents) <> 0
    order by 1, 2, 3
    on conflict (day, status, payment) do update
      set orders = s.orders + excluded.orders, spent_cents = s.spent_cents + excluded.spent_cents
  $q$, src);
  EXECUTE format($q$
    insert into order_country_day_summary as s (day, country, country_code, payment, orders, spent_cents)
    select (r.ordered_at at time zone 'UTC')::date, c.country, c.country_code, r.payment,
      sum(r.sign), sum(r.sign * r.spent_cents)
    from (%s) r join customers c on c.id = r.customer_id
    group by 1, 2, 3, 4
    having sum(r.sign) <> 0 or sum(r.sign * r.spent_cents) <> 0
    order by 1, 2, 3, 4
    on conflict (day, country, country_code, payment) do update
      set orders = s.orders + excluded.orders, spent_cents = s.spent_cents + excluded.spent_cents
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE $q$
      delete from order_day_summary s
      using (select distinct (ordered_at at time zone 'UTC')::date as day, status, payment from old_rows) k
      where s.day = k.day and s.status = k.status and s.payment = k.payment and s.orders = 0
    $q$;
    EXECUTE $q$
      delete from order_country_day_summary s
      using (select distinct (o.ordered_at at time zone 'UTC')::date as day, c.country, c.country_code, o.payment
             from old_rows o join customers c on c.id = o.customer_id) k
      where s.day = k.day and s.country = k.country and s.country_code = k.country_code
        and s.payment = k.payment and s.orders = 0
    $q$;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- An order that became paid (or stopped being paid) adds (or takes back) its items' sales.
    EXECUTE $q$
      insert into product_sales_summary as s (product_id, units, revenue_cents)
      select i.product_id, sum(d.sign * i.qty), sum(d.sign * i.qty * i.unit_price_cents::bigint)
      from (select n.id, case when n.payment = 1 then 1 else -1 end as sign
            from new_rows n join old_rows o on o.id = n.id
            where (n.payment = 1) <> (o.payment = 1)) d
      join order_items i on i.order_id = d.id
      where i.product_id is not null
      group by 1
      having sum(d.sign * i.qty) <> 0
      order by 1
      on conflict (product_id) do update
        set units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents
    $q$;
    EXECUTE $q$
      delete from product_sales_summary s
      where s.units = 0 and s.product_id in (
        select i.product_id from new_rows n join old_rows o on o.id = n.id
        join order_items i on i.order_id = n.id
        where o.payment = 1 and n.payment <> 1)
    $q$;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before an order goes, its items still exist: a paid order's sales are taken back here, because by
-- the time its items' delete trigger runs (ON DELETE CASCADE) the order, and its payment, are gone.
CREATE FUNCTION dashboard_summary_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.payment = 1 THEN
    UPDATE product_sales_summary s
      SET units = s.units - i.units, revenue_cents = s.revenue_cents - i.revenue
      FROM (SELECT product_id, sum(qty) AS units, sum(qty * unit_price_cents::bigint) AS revenue
            FROM order_items WHERE order_id = OLD.id AND product_id IS NOT NULL GROUP BY product_id) i
      WHERE s.product_id = i.product_id;
    DELETE FROM product_sales_summary s
      WHERE s.units = 0 AND s.product_id IN (SELECT product_id FROM order_items WHERE order_id = OLD.id);
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_summary_order_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := dashboard_signed_rows(TG_OP);
BEGIN
  -- The orders' rows are locked first, so a concurrent payment change cannot miss these items.
  -- Items whose order is gone (deleted in this statement's cascade) were taken back before the delete.
  EXECUTE format('select 1 from orders where id in (select order_id from (%s) r) order by id for no key update', src);
  EXECUTE format($q$
    insert into product_sales_summary as s (product_id, units, revenue_cents)
    select r.product_id, sum(r.sign * r.qty), sum(r.sign * r.qty * r.unit_price_cents::bigint)
    from (%s) r join orders o on o.id = r.order_id and o.payment = 1
    where r.product_id is not null
    group by 1
    having sum(r.sign * r.qty) <> 0 or sum(r.sign * r.qty * r.unit_price_cents::bigint) <> 0
    order by 1
    on conflict (product_id) do update
      set units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE $q$
      delete from product_sales_summary s
      where s.units = 0 and s.product_id in (select product_id from old_rows)
    $q$;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_summary_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE table_row_counts SET row_count = row_count + (SELECT count(*) FROM new_rows) WHERE table_name = 'customers';
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE table_row_counts SET row_count = row_count - (SELECT count(*) FROM old_rows) WHERE table_name = 'customers';
  ELSE
    -- Sales by country follow the customer's country as it is now: a move carries the orders along.
    -- (Every order write updates its customer's totals, so this must cost nothing when no country moved.)
    IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
               WHERE (n.country, n.country_code) IS DISTINCT FROM (o.country, o.country_code)) THEN
      INSERT INTO order_country_day_summary AS s (day, country, country_code, payment, orders, spent_cents)
        SELECT (r.ordered_at AT TIME ZONE 'UTC')::date, m.country, m.country_code, r.payment,
          sum(m.sign), sum(m.sign * r.spent_cents)
        FROM (SELECT n.id, 1 AS sign, n.country, n.country_code FROM new_rows n JOIN old_rows o ON o.id = n.id
                WHERE (n.country, n.country_code) IS DISTINCT FROM (o.country, o.country_code)
              UNION ALL
              SELECT o.id, -1, o.country, o.country_code FROM new_rows n JOIN old_rows o ON o.id = n.id
                WHERE (n.country, n.country_code) IS DISTINCT FROM (o.country, o.country_code)) m
        JOIN orders r ON r.customer_id = m.id
        GROUP BY 1, 2, 3, 4
        HAVING sum(m.sign) <> 0 OR sum(m.sign * r.spent_cents) <> 0
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, country, country_code, payment) DO UPDATE
          SET orders = s.orders + excluded.orders, spent_cents = s.spent_cents + excluded.spent_cents;
      DELETE FROM order_country_day_summary s
        USING (SELECT DISTINCT o.country, o.country_code FROM new_rows n JOIN old_rows o ON o.id = n.id
               WHERE (n.country, n.country_code) IS DISTINCT FROM (o.country, o.country_code)) k
        WHERE s.country = k.country AND s.country_code = k.country_code AND s.orders = 0;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_summary_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE table_row_counts SET row_count = row_count + (SELECT count(*) FROM new_rows) WHERE table_name = 'products';
  ELSE
    UPDATE table_row_counts SET row_count = row_count - (SELECT count(*) FROM old_rows) WHERE table_name = 'products';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recomputes every summary from the raw tables. Writers' triggers wait for it (EXCLUSIVE blocks their
-- upserts, not the dashboards' reads), so a write that commits meanwhile is neither lost nor counted twice.
CREATE FUNCTION rebuild_dashboard_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_day_summary, order_country_day_summary, product_sales_summary, table_row_counts IN EXCLUSIVE MODE;
  DELETE FROM order_day_summary;
  DELETE FROM order_country_day_summary;
  DELETE FROM product_sales_summary;
  DELETE FROM table_row_counts;
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
  -- Fresh statistics at once (a few thousand rows): the top-products read must use its index.
  ANALYZE order_day_summary, order_country_day_summary, product_sales_summary, table_row_counts;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_summary_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_dashboard_summaries();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Bulk loads (the --scale seed) switch the triggers off, load, switch them on and rebuild once.
CREATE FUNCTION set_dashboard_summary_triggers(enabled boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname, g.tgname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname LIKE 'dashboard\_summary\_%' AND c.relnamespace = current_schema()::regnamespace
    ORDER BY 1, 2
  LOOP
    EXECUTE format('ALTER TABLE %I %s TRIGGER %I', t.relname, CASE WHEN enabled THEN 'ENABLE' ELSE 'DISABLE' END, t.tgname);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_orders_deleting BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_summary_order_deleting();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_order_items_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_order_items_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_order_items_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_order_items_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_order_items_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_order_items_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_customers_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_customers_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_customers_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_customers_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_customers_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_customers_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_products_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_products_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_truncated();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_order_items_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_truncated();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_customers_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_truncated();
--> statement-breakpoint
CREATE TRIGGER dashboard_summary_products_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summary_truncated();
--> statement-breakpoint
SELECT rebuild_dashboard_summaries();
