import {
  type CheckoutOrderAnswer,
  type CheckoutOrderBody,
  type CheckoutQuoteAnswer,
  type CheckoutQuoteBody,
  cardNumberDigits,
  type ShopCountry,
  shopCountryNames,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { throttleAttempts } from '../auth/auth.service.ts';
import { customerForCheckout } from '../customer/customer.service.ts';
import type { MailOut } from '../mail-out/mail-out.service.ts';
import { placeOrder } from '../order/order.service.ts';
import { type ReservedProduct, reserveProducts } from '../product/product.service.ts';
import { getShopSettings } from '../shop-settings/shop-settings.service.ts';
import { queueOrderConfirmation } from './checkout-mail.ts';

/** At most this many orders per client address in the window: the checkout is open to visitors. */
const ORDERS_PER_WINDOW = 20;
const WINDOW_MINUTES = 10;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The shipping of an order to `country` from the shop's settings (Settings → Shipping & delivery):
 * the zone that lists the country, and in it the cheapest rate the subtotal reaches.
 */
async function shippingFor(db: Queryable, country: string, subtotalCents: number) {
  const { shippingDelivery } = await getShopSettings(db);
  const zone = shippingDelivery.zones.find((z) => z.countries.includes(country));
  const rates = (zone?.rates ?? []).filter((r) => r.minOrder === null || subtotalCents >= cents(r.minOrder));
  const rate = rates.sort((a, b) => a.price - b.price)[0];
  if (!rate) throw badRequest('country', `is not a country the shop ships to (${country})`);
  return { cents: cents(rate.price), rate: { name: rate.name, deliveryDays: rate.deliveryDays } };
}

async function quoteOf(
  db: Queryable,
  lines: ReservedProduct[],
  country: string,
): Promise<CheckoutQuoteAnswer> {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.qty, 0);
  const shipping = await shippingFor(db, country, subtotalCents);
  return {
    items: lines.map((l) => ({
      productId: l.id,
      name: l.name,
      unitPrice: l.unitPriceCents / 100,
      qty: l.qty,
      total: (l.unitPriceCents * l.qty) / 100,
    })),
    subtotal: subtotalCents / 100,
    shipping: shipping.cents / 100,
    shippingRate: shipping.rate,
    total: (subtotalCents + shipping.cents) / 100,
  };
}

/**
 * The countries to offer a buyer: the shop's countries that a shipping zone with at least one rate
 * lists (Settings → Shipping & delivery), so no buyer finds out at the last step that it does not ship.
 */
export async function shippingCountries(db: Queryable): Promise<ShopCountry[]> {
  const { shippingDelivery } = await getShopSettings(db);
  const listed = new Set(
    shippingDelivery.zones.filter((z) => z.rates.length > 0).flatMap((z) => z.countries),
  );
  return shopCountryNames.filter((name) => listed.has(name));
}

/** What the cart costs delivered to the country, without taking anything out of stock. */
export async function quoteCheckout(db: Db, body: CheckoutQuoteBody): Promise<CheckoutQuoteAnswer> {
  return quoteOf(db, await reserveProducts(db, body.items, false), body.country);
}

/**
 * Places the order: stock taken, customer found or created by e-mail, order written with payment
 * Pending (no card is charged; only its last four digits are kept), all in one transaction under the
 * checkout lock, so order and customer numbers never collide and a failure leaves nothing behind.
 * The buyer's confirmation is queued in that transaction (checkout-mail.ts) and sent by the job queue:
 * the answer does not wait for it.
 */
export async function placeCheckoutOrder(
  { db, mailOut }: { db: Db; mailOut: MailOut },
  body: CheckoutOrderBody,
  clientIp: string,
): Promise<CheckoutOrderAnswer> {
  await throttleAttempts(
    db,
    `checkout:${clientIp}`,
    ORDERS_PER_WINDOW,
    WINDOW_MINUTES,
    'orders from this address',
  );
  const digits = cardNumberDigits(body.card.number);
  const order = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-checkout'))`);
    const lines = await reserveProducts(tx, body.items);
    const quote = await quoteOf(tx, lines, body.address.country);
    const customerId = await customerForCheckout(tx, {
      name: body.customer.fullName,
      email: body.customer.email,
      country: body.address.country,
      contact: body.customer.phone,
    });
    const placed = await placeOrder(tx, {
      customerId,
      lines: lines.map((l) => ({ ...l, productId: l.id })),
      shippingCents: cents(quote.shipping),
      methodNumber: Number(digits.slice(-4)),
      address: {
        fullName: body.customer.fullName,
        line1: body.address.line1,
        line2: [body.address.company, body.address.line2].filter(Boolean).join(', '),
        city: body.address.city,
        state: body.address.state,
        postalCode: body.address.postalCode,
        country: body.address.country,
      },
    });
    const answer: CheckoutOrderAnswer = {
      ...quote,
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      paymentStatus: 'Pending' as const,
      cardLast4: digits.slice(-4),
    };
    await queueOrderConfirmation(mailOut, tx, body, answer);
    return answer;
  });
  mailOut.wake();
  return order;
}
