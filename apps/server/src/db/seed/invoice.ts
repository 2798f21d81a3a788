import { sql } from 'drizzle-orm';
import { refreshAllInvoices } from '../../modules/invoice/invoice.service.ts';
import type { Queryable } from '../client.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, SEED_COUNTRIES, STREETS } from './ecommerce.data.ts';
import { baseId, pick, rnd } from './ecommerce-sql.ts';

export type InvoiceSeedSize = { invoices: number; clients: number };

/** The spec's 36 invoices (spec 001 §9), for 20 clients. */
export const DEMO_INVOICE_SIZE: InvoiceSeedSize = { invoices: 36, clients: 20 };

/** `seed --scale N`: N/10 invoices, one client for every 10 invoices (at least one of each). */
export function scaledInvoiceSize(n: number): InvoiceSeedSize {
  const invoices = Math.max(1, Math.round(n / 10));
  return { invoices, clients: Math.max(1, Math.round(invoices / 10)) };
}

export const INVOICE_TABLES = ['clients', 'invoices', 'invoice_items', 'invoice_payments'];

const COMPANY_SUFFIXES = ['LLC', 'Inc', 'Group', 'and Sons', 'Ltd', 'PLC', 'Studio', 'Partners'];
const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'App Maintenance',
  'Cloud Hosting',
];
/** Line items: name, description, cost in cents. */
const ITEMS: [string, string, number][] = [
  ['Premium Branding Package', 'Branding & Promotion', 3200_00],
  ['Social Media', 'Social media templates', 2800_00],
  ['Web Design', 'Web designing package', 2600_00],
  ['SEO', 'Search engine optimization', 1900_00],
  ['Vuexy Admin Template', 'HTML Admin Template', 3200_00],
  ['Frest Admin Template', 'Angular Admin Template', 2200_00],
  ['Apex Admin Template', 'HTML Admin Template', 1500_00],
  ['Hosting', 'One year of managed hosting', 450_00],
  ['Support', 'Priority support, per month', 120_00],
];
const BANKS = ['American Bank', 'Bank of America', 'BNP Paribas', 'HSBC', 'Deutsche Bank', 'Banque Misr'];
const NOTES = [
  'It was a pleasure working with you and your team. We hope you will keep us in mind for future freelance projects. Thank You!',
  'Payment within 30 days, by bank transfer to the account shown under "Bill to".',
  '',
];

const countryNames = SEED_COUNTRIES.map((c) => c.name);
const phones = SEED_COUNTRIES.map((c) => c.phone);
const cities = SEED_COUNTRIES.map((c) => c.cities[0][0]);
/** i % 6 gives each status the same share: Paid, Downloaded, Sent, Draft, Partial Payment, Past Due. */
const STATUS_OF = `(ARRAY['Paid', 'Downloaded', 'Sent', 'Draft', 'Sent', 'Sent'])[(s.i % 6) + 1]`;
const TODAY = `((now() at time zone 'UTC')::date)`;

/**
 * Clients, then invoices with 1 to 3 items each, then the payments that make them Paid (a few
 * overpaid: negative balance), Partial Payment or part-paid Past Due; totals, balances and statuses
 * come from refreshAllInvoices, the same SQL every write runs. Set-based and deterministic: the same
 * rows on PGlite and PostgreSQL for the same size and day.
 */
export async function seedInvoices(tx: Queryable, size: InvoiceSeedSize = DEMO_INVOICE_SIZE): Promise<void> {
  const { invoices: n, clients: c } = size;
  await tx.execute(
    sql.raw(`
    insert into clients (name, company, address, country, contact, company_email)
    select s.first || ' ' || s.last,
      s.last || ' ' || ${pick(COMPANY_SUFFIXES, rnd('s.i', 51, COMPANY_SUFFIXES.length))},
      (1 + ${rnd('s.i', 52, 999)})::text || ' ' || ${pick(STREETS, rnd('s.i', 53, STREETS.length))} || ', ' || ${pick(cities, 's.ci')},
      ${pick(countryNames, 's.ci')},
      ${pick(phones, 's.ci')} || ' ' || (100 + ${rnd('s.i', 54, 900)})::text || ' ' || (1000 + ${rnd('s.i', 55, 9000)})::text,
      lower(s.first || '.' || s.last) || s.i::text || '@' || ${pick(EMAIL_DOMAINS, rnd('s.i', 56, EMAIL_DOMAINS.length))}
    from (
      select g.i, ${pick(FIRST_NAMES, rnd('g.i', 57, FIRST_NAMES.length))} as first,
        ${pick(LAST_NAMES, rnd('g.i', 58, LAST_NAMES.length))} as last,
        ${rnd('g.i', 59, SEED_COUNTRIES.length)} as ci
      from generate_series(1, ${c}) as g(i) offset 0
    ) s
    order by s.i`),
  );

  // Issued over the last 180 days, oldest first (ids grow with the date). Paid and Past Due ones are
  // due 30 days after issue, in the past; the open ones are due in the coming weeks.
  await tx.execute(
    sql.raw(`
    insert into invoices (client_id, issued_date, due_date, service, status, discount_cents, tax_rate_bp,
      note, bank_name, bank_country, iban, swift_code)
    select s.client_id, s.issued,
      case when s.i % 6 in (0, 5) then s.issued + 30 else greatest(s.issued + 30, ${TODAY} + 3 + ${rnd('s.i', 61, 40)}::int) end,
      ${pick(SERVICES, rnd('s.i', 62, SERVICES.length))}, ${STATUS_OF},
      0,
      ${pick([0, 0, 500, 800, 2000], rnd('s.i', 64, 5))},
      ${pick(NOTES, rnd('s.i', 65, NOTES.length))},
      ${pick(BANKS, rnd('s.i', 66, BANKS.length))}, ${pick(countryNames, rnd('s.i', 67, countryNames.length))},
      'ETD' || lpad(${rnd('s.i', 68, 100_000_000)}::text, 8, '0') || lpad(${rnd('s.i', 69, 100_000_000)}::text, 8, '0'),
      'BR' || lpad(${rnd('s.i', 70, 100_000)}::text, 5, '0') || 'ZJ'
    from (
      select g.i, ${baseId('clients', c)} + 1 + ${rnd('g.i', 60, c)} as client_id,
        ${TODAY} - 40 - ((${n} - g.i)::bigint * 180 / ${n})::int as issued
      from generate_series(1, ${n}) as g(i) offset 0
    ) s
    order by s.i`),
  );

  await tx.execute(
    sql.raw(`
    insert into invoice_items (invoice_id, position, item, description, cost_cents, quantity)
    select ${baseId('invoices', n)} + s.i, s.k,
      ${pick(
        ITEMS.map((i) => i[0]),
        's.ix',
      )}, ${pick(
        ITEMS.map((i) => i[1]),
        's.ix',
      )}, ${pick(
        ITEMS.map((i) => i[2]),
        's.ix',
      )}, 1 + ${rnd('s.i * 4 + s.k', 72, 3)}
    from (
      select g.i, k.k, (${rnd('g.i', 71, ITEMS.length)} + (k.k - 1) * 3) % ${ITEMS.length} as ix
      from generate_series(1, ${n}) as g(i) cross join generate_series(1, 3) as k(k)
      where k.k <= 1 + ${rnd('g.i', 73, 3)}
      offset 0
    ) s
    order by s.i, s.k`),
  );
  await refreshAllInvoices(tx, sql.raw(pick([0, 0, 0, 2800, 5000], rnd('i2.id', 63, 5))));

  // Paid: the total, one in three a little more (negative balance); Partial Payment: 30-70 %;
  // every other Past Due: 20 %.
  await tx.execute(
    sql.raw(`
    insert into invoice_payments (invoice_id, paid_on, amount_cents, method, note)
    select v.id, least(v.issued_date + 5 + ${rnd('v.i', 74, 20)}::int, ${TODAY}),
      case v.i % 6
        when 0 then v.total_cents + case when v.i % 18 = 0 then 2500 + ${rnd('v.i', 75, 50)} * 100 else 0 end
        when 4 then v.total_cents * (30 + ${rnd('v.i', 76, 41)}) / 100
        else v.total_cents / 5 end,
      ${pick(['Bank Transfer', 'Credit Card', 'Paypal', 'Cash', 'Debit Card'], rnd('v.i', 77, 5))},
      'Received with thanks'
    from (
      select i.*, i.id - ${baseId('invoices', n)} as i from invoices i where i.id > ${baseId('invoices', n)}
    ) v
    where v.total_cents > 0 and (v.i % 6 in (0, 4) or (v.i % 6 = 5 and v.i % 12 = 5))
    order by v.id`),
  );
  await refreshAllInvoices(tx);
}
