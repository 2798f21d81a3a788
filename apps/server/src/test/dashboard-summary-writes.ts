import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';

/**
 * Writes straight to the raw tables that feed the dashboards' summaries, each picking its rows from
 * two whole numbers (the k-th order, customer or product by id, modulo how many there are), so
 * fast-check can draw and shrink sequences of them.
 */
export type SqlWrite = { name: string; run(a: number, b: number): SQL };

const nth = (table: string, k: number, where = sql`true`) =>
  sql`(select id from ${sql.raw(table)} where ${where} order by id
    offset (${k}::int % greatest((select count(*) from ${sql.raw(table)} where ${where}), 1)) limit 1)`;
const order = (k: number) => nth('orders', k);
const item = (k: number) => nth('order_items', k);
const product = (k: number) => nth('products', k);
const customerWithOrders = (k: number) => sql`(select customer_id from orders where id = ${order(k)})`;
const USER_STATUSES = ['active', 'pending', 'inactive'];
const PLANS = ['basic', 'team', 'company', 'enterprise'];
const STATUSES = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'];
const COUNTRIES = [
  ['France', 'fr'],
  ['Brazil', 'br'],
  ['Japan', 'jp'],
];

export const SQL_WRITES: SqlWrite[] = [
  { name: 'pay an order', run: (a) => sql`update orders set payment = 1 where id = ${order(a)}` },
  {
    name: 'unpay an order',
    run: (a, b) => sql`update orders set payment = ${2 + (b % 3)} where id = ${order(a)}`,
  },
  {
    name: 'change many payments in one statement',
    run: (a, b) => sql`update orders set payment = ${1 + (b % 4)} where id % 5 = ${a % 5}`,
  },
  {
    name: 'change a status',
    run: (a, b) => sql`update orders set status = ${STATUSES[b % 4]} where id = ${order(a)}`,
  },
  {
    name: 'move an order to another day',
    run: (a, b) =>
      sql`update orders set ordered_at = ordered_at - make_interval(days => ${b % 40}) where id = ${order(a)}`,
  },
  {
    name: 'move an order to another month',
    run: (a, b) =>
      sql`update orders set ordered_at = ordered_at - make_interval(months => ${1 + (b % 14)}) where id = ${order(a)}`,
  },
  {
    name: 'move orders to the last instant of the previous UTC month, with a new status',
    // The month edge in UTC: one microsecond before the month starts is still the month before.
    run: (a, b) =>
      sql`update orders set status = ${STATUSES[b % 4]},
          ordered_at = (date_trunc('month', ordered_at at time zone 'UTC') at time zone 'UTC') - interval '1 microsecond'
        where id % 11 = ${a % 11}`,
  },
  {
    name: 'move an order to another month, status, payment and customer at once',
    run: (a, b) =>
      sql`update orders set ordered_at = ordered_at + make_interval(months => ${1 + (b % 3)}),
          status = ${STATUSES[(a + b) % 4]}, payment = ${1 + (a % 4)}, customer_id = ${customerWithOrders(b)}
        where id = ${order(a)}`,
  },
  {
    name: 'give an order to another customer',
    run: (a, b) => sql`update orders set customer_id = ${customerWithOrders(b)} where id = ${order(a)}`,
  },
  {
    name: 'change shipping (spent follows)',
    run: (a, b) =>
      sql`update orders set shipping_cents = ${b % 2000}, spent_cents = subtotal_cents + tax_cents + ${b % 2000}
        where id = ${order(a)}`,
  },
  {
    name: 'add an order and its items in one statement',
    run: (a, b) => sql`with o as (
        insert into orders (order_number, customer_id, status, payment, method, method_number)
        values ((select coalesce(max(order_number), 0) + 1 from orders), ${customerWithOrders(a)},
          ${STATUSES[a % 4]}, ${1 + (b % 2)}, 'mastercard', 1234)
        returning id)
      insert into order_items (order_id, product_id, product_name, sku, unit_price_cents, qty)
      select o.id, p.id, p.name, p.sku, p.price_cents, ${1 + (b % 3)} from o, products p where p.id = ${product(b)}`,
  },
  { name: 'delete an order', run: (a) => sql`delete from orders where id = ${order(a)}` },
  {
    name: 'delete many orders in one statement',
    run: (a) => sql`delete from orders where id % 17 = ${a % 17}`,
  },
  {
    name: 'change an item quantity',
    run: (a, b) => sql`update order_items set qty = ${1 + (b % 9)} where id = ${item(a)}`,
  },
  {
    name: 'point an item at another product',
    run: (a, b) => sql`update order_items set product_id = ${product(b)} where id = ${item(a)}`,
  },
  {
    name: 'move an item to another order',
    run: (a, b) => sql`update order_items set order_id = ${order(b)} where id = ${item(a)}`,
  },
  { name: 'delete an item', run: (a) => sql`delete from order_items where id = ${item(a)}` },
  {
    name: 'move a customer to another country',
    run: (a, b) =>
      sql`update customers set country = ${COUNTRIES[b % 3][0]}, country_code = ${COUNTRIES[b % 3][1]}
        where id = ${customerWithOrders(a)}`,
  },
  {
    name: 'move many customers in one statement',
    run: (a, b) =>
      sql`update customers set country = ${COUNTRIES[b % 3][0]}, country_code = ${COUNTRIES[b % 3][1]}
        where id % 7 = ${a % 7}`,
  },
  {
    name: 'add customers',
    run: (a) => sql`insert into customers (customer_number, name, email, country, country_code)
      select n, 'Fc ' || n, 'fc' || n || '@example.test', 'France', 'fr'
      from generate_series((select max(customer_number) + 1 from customers),
        (select max(customer_number) + 1 + ${a % 3} from customers)) as g(n)`,
  },
  {
    name: 'delete a customer without orders',
    run: (a) =>
      sql`delete from customers where id = ${nth('customers', a, sql`not exists (select 1 from orders o where o.customer_id = customers.id)`)}`,
  },
  {
    name: 'add a product',
    run: (a) => sql`insert into products (name, category_id, sku, price_cents)
      values ('Fc product', (select min(id) from categories), 'fc-' || ${a} || '-' || md5(random()::text), 100)`,
  },
  { name: 'delete a product', run: (a) => sql`delete from products where id = ${product(a)}` },
  {
    name: 'add users',
    run: (
      a,
      b,
    ) => sql`insert into users (full_name, username, email, role_id, status, current_plan, created_at)
      select 'Fc user ' || g.n, 'fc-user-' || g.n || '-' || ${b}, 'fc-user-' || g.n || '-' || md5(random()::text) || '@example.test',
        (select id from roles order by id offset (g.n % (select count(*) from roles)) limit 1),
        ${USER_STATUSES[a % 3]}, ${PLANS[b % 4]}, now() - make_interval(days => g.n * 13)
      from generate_series(1, 1 + ${a % 3}) as g(n)`,
  },
  {
    name: 'change a user’s status, role and plan',
    run: (a, b) => sql`update users set status = ${USER_STATUSES[b % 3]}, current_plan = ${PLANS[a % 4]},
        role_id = (select id from roles order by id offset (${b}::int % (select count(*) from roles)) limit 1)
      where id = ${nth('users', a)}`,
  },
  {
    name: 'change many users’ plans in one statement',
    run: (a, b) => sql`update users set current_plan = ${PLANS[b % 4]} where id % 5 = ${a % 5}`,
  },
  {
    name: 'move a user’s sign-up day',
    run: (a, b) =>
      sql`update users set created_at = created_at - make_interval(days => ${b % 90}) where id = ${nth('users', a)}`,
  },
  {
    name: 'move a user’s sign-up to the first instant of the next UTC month',
    run: (a) =>
      sql`update users set created_at = (date_trunc('month', created_at at time zone 'UTC') at time zone 'UTC')
          + interval '1 month' where id = ${nth('users', a)}`,
  },
  {
    name: 'delete a user added by a test',
    run: (a) => sql`delete from users where id = ${nth('users', a, sql`full_name like 'Fc user %'`)}`,
  },
];

/** One write with its two numbers, drawn by fast-check. */
export const sqlWrite = fc.tuple(fc.constantFrom(...SQL_WRITES), fc.nat(1000), fc.nat(1000));
