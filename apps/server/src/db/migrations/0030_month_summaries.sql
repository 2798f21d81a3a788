CREATE TABLE "order_country_month_summary" (
	"month" date NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"payment" smallint NOT NULL,
	"orders" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	CONSTRAINT "order_country_month_summary_month_country_country_code_payment_pk" PRIMARY KEY("month","country","country_code","payment")
);
--> statement-breakpoint
CREATE TABLE "order_month_summary" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"payment" smallint NOT NULL,
	"orders" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	CONSTRAINT "order_month_summary_month_status_payment_pk" PRIMARY KEY("month","status","payment")
);
--> statement-breakpoint
CREATE TABLE "user_signup_month_summary" (
	"month" date PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- The per-month summaries (docs/decisions/012-dashboard-summaries.md, "Per month"): the same
-- per-statement triggers as migrations 0008 and 0019 now also upsert the month of every signed row, in
-- the same statement, so a month row always equals the sum of its days' rows and the raw aggregate.
-- Months are UTC months: date_trunc('month', <UTC day>).
CREATE OR REPLACE FUNCTION dashboard_summary_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    insert into order_month_summary as s (month, status, payment, orders, spent_cents)
    select date_trunc('month', r.ordered_at at time zone 'UTC')::date, r.status, r.payment, sum(r.sign), sum(r.sign * r.spent_cents)
    from (%s) r
    group by 1, 2, 3
    having sum(r.sign) <> 0 or sum(r.sign * r.spent_cents) <> 0
    order by 1, 2, 3
    on conflict (month, status, payment) do update
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
  EXECUTE format($q$
    insert into order_country_month_summary as s (month, country, country_code, payment, orders, spent_cents)
    select date_trunc('month', r.ordered_at at time zone 'UTC')::date, c.country, c.country_code, r.payment,
      sum(r.sign), sum(r.sign * r.spent_cents)
    from (%s) r join customers c on c.id = r.customer_id
    group by 1, 2, 3, 4
    having sum(r.sign) <> 0 or sum(r.sign * r.spent_cents) <> 0
    order by 1, 2, 3, 4
    on conflict (month, country, country_code, payment) do update
      set orders = s.orders + excluded.orders, spent_cents = s.spent_cents + excluded.spent_cents
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE $q$
      delete from order_day_summary s
      using (select distinct (ordered_at at time zone 'UTC')::date as day, status, payment from old_rows) k
      where s.day = k.day and s.status = k.status and s.payment = k.payment and s.orders = 0
    $q$;
    EXECUTE $q$
      delete from order_month_summary s
      using (select distinct date_trunc('month', ordered_at at time zone 'UTC')::date as month, status, payment from old_rows) k
      where s.month = k.month and s.status = k.status and s.payment = k.payment and s.orders = 0
    $q$;
    EXECUTE $q$
      delete from order_country_day_summary s
      using (select distinct (o.ordered_at at time zone 'UTC')::date as day, c.country, c.country_code, o.payment
             from old_rows o join customers c on c.id = o.customer_id) k
      where s.day = k.day and s.country = k.country and s.country_code = k.country_code
        and s.payment = k.payment and s.orders = 0
    $q$;
    EXECUTE $q$
      delete from order_country_month_summary s
      using (select distinct date_trunc('month', o.ordered_at at time zone 'UTC')::date as month, c.country, c.country_code, o.payment
             from old_rows o join customers c on c.id = o.customer_id) k
      where s.month = k.month and s.country = k.country and s.country_code = k.country_code
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
CREATE OR REPLACE FUNCTION dashboard_summary_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
      INSERT INTO order_country_month_summary AS s (month, country, country_code, payment, orders, spent_cents)
        SELECT date_trunc('month', r.ordered_at AT TIME ZONE 'UTC')::date, m.country, m.country_code, r.payment,
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
        ON CONFLICT (month, country, country_code, payment) DO UPDATE
          SET orders = s.orders + excluded.orders, spent_cents = s.spent_cents + excluded.spent_cents;
      DELETE FROM order_country_day_summary s
        USING (SELECT DISTINCT o.country, o.country_code FROM new_rows n JOIN old_rows o ON o.id = n.id
               WHERE (n.country, n.country_code) IS DISTINCT FROM (o.country, o.country_code)) k
        WHERE s.country = k.country AND s.country_code = k.country_code AND s.orders = 0;
      DELETE FROM order_country_month_summary s
        USING (SELECT DISTINCT o.country, o.country_code FROM new_rows n JOIN old_rows o ON o.id = n.id
               WHERE (n.country, n.country_code) IS DISTINCT FROM (o.country, o.country_code)) k
        WHERE s.country = k.country AND s.country_code = k.country_code AND s.orders = 0;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_summary_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE format($q$
    insert into user_signup_month_summary as s (month, users)
    select date_trunc('month', r.created_at at time zone 'UTC')::date, sum(r.sign)
    from (%s) r
    group by 1
    having sum(r.sign) <> 0
    order by 1
    on conflict (month) do update set users = s.users + excluded.users
  $q$, src);
  DELETE FROM user_count_summary WHERE users = 0;
  DELETE FROM user_signup_day_summary WHERE users = 0;
  DELETE FROM user_signup_month_summary WHERE users = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The month rows are the day rows summed per month: the day tables are rebuilt from the raw tables
-- first, so this costs a few thousand rows, not another pass over the orders.
CREATE OR REPLACE FUNCTION rebuild_dashboard_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_day_summary, order_country_day_summary, product_sales_summary, table_row_counts,
    user_count_summary, user_signup_day_summary, order_month_summary, order_country_month_summary,
    user_signup_month_summary IN EXCLUSIVE MODE;
  DELETE FROM order_day_summary;
  DELETE FROM order_country_day_summary;
  DELETE FROM product_sales_summary;
  DELETE FROM table_row_counts;
  DELETE FROM user_count_summary;
  DELETE FROM user_signup_day_summary;
  DELETE FROM order_month_summary;
  DELETE FROM order_country_month_summary;
  DELETE FROM user_signup_month_summary;
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
  INSERT INTO order_month_summary (month, status, payment, orders, spent_cents)
    SELECT date_trunc('month', day)::date, status, payment, sum(orders), sum(spent_cents)
    FROM order_day_summary GROUP BY 1, 2, 3;
  INSERT INTO order_country_month_summary (month, country, country_code, payment, orders, spent_cents)
    SELECT date_trunc('month', day)::date, country, country_code, payment, sum(orders), sum(spent_cents)
    FROM order_country_day_summary GROUP BY 1, 2, 3, 4;
  INSERT INTO user_signup_month_summary (month, users)
    SELECT date_trunc('month', day)::date, sum(users) FROM user_signup_day_summary GROUP BY 1;
  -- Fresh statistics at once (a few thousand rows): the top-products read must use its index.
  ANALYZE order_day_summary, order_country_day_summary, product_sales_summary, table_row_counts,
    user_count_summary, user_signup_day_summary, order_month_summary, order_country_month_summary,
    user_signup_month_summary;
END
$$;
--> statement-breakpoint
-- Backfill: an existing database's day rows (equal to the raw aggregates) summed per month.
INSERT INTO order_month_summary (month, status, payment, orders, spent_cents)
  SELECT date_trunc('month', day)::date, status, payment, sum(orders), sum(spent_cents)
  FROM order_day_summary GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO order_country_month_summary (month, country, country_code, payment, orders, spent_cents)
  SELECT date_trunc('month', day)::date, country, country_code, payment, sum(orders), sum(spent_cents)
  FROM order_country_day_summary GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO user_signup_month_summary (month, users)
  SELECT date_trunc('month', day)::date, sum(users) FROM user_signup_day_summary GROUP BY 1;
--> statement-breakpoint
ANALYZE order_month_summary, order_country_month_summary, user_signup_month_summary;
