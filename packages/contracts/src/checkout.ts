import { z } from 'zod';
import { rowId } from './common.ts';
import { shopCountryNames } from './ecommerce-common.ts';
import { personName } from './person-name.ts';

/**
 * The shop's checkout (docs/checkout.md): a cart of real products, an address in a country the shop
 * ships to, and a card that passes the Luhn and expiry checks. Nothing is charged: the order is
 * created with payment Pending and shows in the order list.
 */

/** The Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' still valid in the month of `now` (a card works until the end of its month). */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = year * 12 + month - 1;
  return cardMonth >= thisMonth && cardMonth <= thisMonth + 20 * 12;
}

export const cardNumberDigits = (number: string) => number.replace(/[\s-]/g, '');

export const checkoutItems = z
  .array(z.object({ productId: rowId, qty: z.number().int('must be a whole number').min(1).max(99) }))
  .min(1, 'needs at least one product')
  .max(50, 'has too many products')
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'lists a product twice');

export const checkoutCountry = z.enum(shopCountryNames, 'is not a country the shop knows');

/** The countries the checkout offers: the shop's countries that a shipping zone with a rate lists. */
export const checkoutCountriesAnswer = z.object({ countries: z.array(checkoutCountry) });
export type CheckoutCountriesAnswer = z.infer<typeof checkoutCountriesAnswer>;

export const checkoutQuoteBody = z.object({ items: checkoutItems, country: checkoutCountry });
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBody>;

const line = (max: number) => z.string().trim().max(max, 'is too long');

export const checkoutCard = z.object({
  name: personName(100, 'is required'),
  number: z
    .string()
    .max(30, 'is too long')
    .refine((n) => /^\d{12,19}$/.test(cardNumberDigits(n)), 'must be 12 to 19 digits')
    .refine((n) => luhnValid(cardNumberDigits(n)), 'is not a valid card number'),
  expiry: z
    .string()
    .max(5, 'must read MM/YY')
    .refine((e) => expiryValid(e), 'must be this month or later (MM/YY)'),
  cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});

export const checkoutOrderBody = z.object({
  items: checkoutItems,
  customer: z.object({
    fullName: personName(100, 'is required'),
    email: z.email('must be an e-mail address').max(200, 'is too long'),
    phone: line(30).default(''),
  }),
  address: z.object({
    line1: line(200).min(3, 'is required'),
    line2: line(200).default(''),
    company: line(100).default(''),
    city: line(100).min(2, 'is required'),
    state: line(100).default(''),
    postalCode: line(20).min(2, 'is required'),
    country: checkoutCountry,
  }),
  card: checkoutCard,
});
export type CheckoutOrderBody = z.infer<typeof checkoutOrderBody>;

export const checkoutQuoteAnswer = z.object({
  items: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      unitPrice: z.number(),
      qty: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  shipping: z.number(),
  shippingRate: z.object({ name: z.string(), deliveryDays: z.string() }),
  total: z.number(),
});
export type CheckoutQuoteAnswer = z.infer<typeof checkoutQuoteAnswer>;

export const checkoutOrderAnswer = checkoutQuoteAnswer.extend({
  orderId: z.number(),
  orderNumber: z.number(),
  paymentStatus: z.literal('Pending'),
  cardLast4: z.string(),
});
export type CheckoutOrderAnswer = z.infer<typeof checkoutOrderAnswer>;

export const checkoutProductsQuery = z.object({ q: z.string().trim().max(100, 'is too long').default('') });

export const checkoutProduct = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  /** How many are left: the most one order may take. */
  qty: z.number(),
});
export type CheckoutProduct = z.infer<typeof checkoutProduct>;
export const checkoutProductsAnswer = z.object({ products: z.array(checkoutProduct) });
