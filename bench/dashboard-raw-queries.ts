// The shop dashboard's aggregates as they ran before the summary tables (git show 3dc553c:
// apps/server/src/modules/ecommerce-dashboard/ecommerce-dashboard.repository.ts), with the
// constants of the contract filled in (12 months, top 5). The baseline of bench/dashboard-latency.ts.
const since = `(date_trunc('month', now() at time zone 'UTC') - make_interval(months => 11))`;

export const RAW_DASHBOARD_QUERIES = [
  `select o.revenue, o.paid, o.orders,
      (select count(*) from customers) as customers,
      (select count(*) from products) as products
      from (select coalesce(sum(spent_cents) filter (where payment = 1), 0) as revenue,
        count(*) filter (where payment = 1) as paid, count(*) as orders from orders) o`,
  `select to_char(m.month, 'YYYY-MM') as month, coalesce(o.revenue, 0) as revenue, coalesce(o.orders, 0) as orders
      from generate_series(${since}, date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
      left join (
        select date_trunc('month', ordered_at at time zone 'UTC') as month,
          sum(spent_cents) filter (where payment = 1) as revenue, count(*) as orders
        from orders where ordered_at >= ${since} at time zone 'UTC'
        group by 1
      ) o on o.month = m.month
      order by m.month`,
  'select status, count(*) as count from orders group by status',
  `select p.id, p.name, c.name as category, p.image, t.units, t.revenue
      from (
        select i.product_id, sum(i.qty) as units, sum(i.unit_price_cents::bigint * i.qty) as revenue
        from order_items i join orders o on o.id = i.order_id and o.payment = 1
        where i.product_id is not null
        group by i.product_id
        order by revenue desc, i.product_id
        limit 5
      ) t
      join products p on p.id = t.product_id
      join categories c on c.id = p.category_id
      order by t.revenue desc, p.id`,
  `select c.country, c.country_code as code, count(*) as orders,
        coalesce(sum(o.spent_cents) filter (where o.payment = 1), 0) as revenue
      from orders o join customers c on c.id = o.customer_id
      group by c.country, c.country_code
      order by revenue desc, c.country`,
];
