import { z } from 'zod';
import { editVersion } from './common.ts';
import { moneyInput } from './ecommerce-common.ts';

const text = (max: number) => z.string().trim().max(max, 'is too long');
const email = z.string().trim().toLowerCase().max(254, 'is too long').email('must be an e-mail address');
const optionalEmail = z.union([z.literal(''), email]);
const phone = text(30).regex(/^[0-9+() -]*$/, 'may hold only digits, spaces and + ( ) -');
const fieldRule = z.enum(['hidden', 'optional', 'required'], 'must be hidden, optional or required');

export const shopCurrencies = ['USD', 'EUR', 'GBP', 'INR', 'BRL', 'CNY', 'AUD'] as const;

/** Settings → Store details: profile, billing address, currency, time zone, units, order id format. */
export const storeDetailsSettings = z.object({
  storeName: text(100).min(1, 'is required'),
  phone,
  storeEmail: optionalEmail,
  senderEmail: optionalEmail,
  legalName: text(150),
  address: text(200),
  apartment: text(100),
  city: text(100),
  state: text(100),
  postalCode: text(20),
  country: text(60),
  currency: z.enum(shopCurrencies, `must be one of ${shopCurrencies.join(', ')}`),
  timezone: text(60).regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'must be a time zone such as Europe/Paris'),
  unitSystem: z.enum(['metric', 'imperial'], 'must be metric or imperial'),
  weightUnit: z.enum(['kg', 'g', 'lb', 'oz'], 'must be kg, g, lb or oz'),
  orderIdPrefix: text(10).regex(/^[A-Za-z0-9#-]*$/, 'may hold only letters, digits, # and -'),
  orderIdSuffix: text(10).regex(/^[A-Za-z0-9#-]*$/, 'may hold only letters, digits, # and -'),
});

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'paypal'] as const;

/** Settings → Payments: the provider, the accepted cards and the manual methods. */
export const paymentsSettings = z.object({
  provider: z.enum(['none', 'stripe', 'paypal', 'adyen'], 'must be none, stripe, paypal or adyen'),
  providerAccount: text(100),
  supportedMethods: z
    .array(z.enum(cardBrands, `must be one of ${cardBrands.join(', ')}`))
    .max(cardBrands.length),
  captureMode: z.enum(['automatic', 'manual'], 'must be automatic or manual'),
  manualMethods: z.object({ cashOnDelivery: z.boolean(), bankDeposit: z.boolean(), moneyOrder: z.boolean() }),
});

/** Settings → Checkout: what the checkout asks the customer for. */
export const checkoutSettings = z.object({
  contactMethod: z.enum(['phone', 'email'], 'must be phone or email'),
  fullName: z.enum(['lastOnly', 'firstAndLast'], 'must be lastOnly or firstAndLast'),
  companyName: fieldRule,
  addressLine2: fieldRule,
  shippingPhone: fieldRule,
  marketingOptIn: z.boolean(),
  tipping: z.boolean(),
});

const shippingRate = z.object({
  name: text(60).min(1, 'is required'),
  price: moneyInput,
  /** Orders at or above this amount ship at this rate; null for no minimum. */
  minOrder: moneyInput.nullable(),
  deliveryDays: text(30),
});

/** Settings → Shipping & delivery: zones with their rates. */
export const shippingDeliverySettings = z.object({
  zones: z
    .array(
      z.object({
        name: text(60).min(1, 'is required'),
        countries: z.array(text(60).min(1)).max(250, 'has too many countries'),
        rates: z.array(shippingRate).max(10, 'has too many rates'),
      }),
    )
    .max(20, 'has too many zones'),
});

/** Settings → Locations: where stock is kept and orders are fulfilled from; at most one default. */
export const locationsSettings = z.object({
  locations: z
    .array(
      z.object({
        name: text(60).min(1, 'is required'),
        address: text(200),
        apartment: text(100),
        city: text(100),
        state: text(100),
        postalCode: text(20),
        country: text(60),
        phone,
        fulfilOnlineOrders: z.boolean(),
        isDefault: z.boolean(),
      }),
    )
    .max(50, 'has too many locations')
    .refine((list) => list.filter((l) => l.isDefault).length <= 1, 'may have only one default location'),
});

const channel = z.object({ email: z.boolean(), app: z.boolean() });
/** Settings → Notifications: which events notify the staff, by e-mail and in the app. */
export const notificationsSettings = z.object({
  newOrder: channel,
  orderShipped: channel,
  orderDelivered: channel,
  orderCancelled: channel,
  paymentFailed: channel,
  newCustomer: channel,
  newReview: channel,
  lowStock: channel,
});
export const notificationKinds = notificationsSettings.keyof().options;

export const shopSettingsSections = {
  storeDetails: storeDetailsSettings,
  payments: paymentsSettings,
  checkout: checkoutSettings,
  shippingDelivery: shippingDeliverySettings,
  locations: locationsSettings,
  notifications: notificationsSettings,
} as const;
export type ShopSettingsSection = keyof typeof shopSettingsSections;
export const shopSettingsSectionNames = Object.keys(shopSettingsSections) as ShopSettingsSection[];

export const shopSettings = z.object(shopSettingsSections);
export type ShopSettings = z.infer<typeof shopSettings>;

/**
 * GET /api/apps/ecommerce/settings: every section (defaults where never saved), when last saved, and
 * each section's version (docs/edit-conflicts.md; a section never saved is at version 1).
 */
export const shopSettingsAnswer = shopSettings.extend({
  updatedAt: z.string().nullable(),
  versions: z.object(
    Object.fromEntries(shopSettingsSectionNames.map((name) => [name, z.number()])) as Record<
      ShopSettingsSection,
      z.ZodNumber
    >,
  ),
});
export type ShopSettingsAnswer = z.infer<typeof shopSettingsAnswer>;

/**
 * PUT /api/apps/ecommerce/settings: one or more whole sections; the others stay as they are. With
 * `version` (the section's version the page loaded), the body holds that one section.
 */
export const shopSettingsBody = shopSettings
  .partial()
  .extend({ version: editVersion })
  .strict()
  .superRefine(({ version, ...sections }, ctx) => {
    const sent = Object.values(sections).filter((x) => x !== undefined).length;
    if (sent === 0) ctx.addIssue({ code: 'custom', message: 'must hold at least one section' });
    if (version !== undefined && sent > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'is the version of one section: send only that section with it',
      });
    }
  });
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

const on = { email: true, app: true };
const appOnly = { email: false, app: true };

export const shopSettingsDefaults: ShopSettings = {
  storeDetails: {
    storeName: 'Yunkong Shop',
    phone: '',
    storeEmail: '',
    senderEmail: '',
    legalName: '',
    address: '',
    apartment: '',
    city: '',
    state: '',
    postalCode: '',
    country: 'United States',
    currency: 'USD',
    timezone: 'UTC',
    unitSystem: 'metric',
    weightUnit: 'kg',
    orderIdPrefix: '#',
    orderIdSuffix: '',
  },
  payments: {
    provider: 'none',
    providerAccount: '',
    supportedMethods: ['visa', 'mastercard', 'paypal'],
    captureMode: 'automatic',
    manualMethods: { cashOnDelivery: false, bankDeposit: false, moneyOrder: false },
  },
  checkout: {
    contactMethod: 'email',
    fullName: 'firstAndLast',
    companyName: 'optional',
    addressLine2: 'optional',
    shippingPhone: 'optional',
    marketingOptIn: false,
    tipping: false,
  },
  shippingDelivery: {
    zones: [
      {
        name: 'Domestic',
        countries: ['United States'],
        rates: [{ name: 'Standard', price: 10, minOrder: null, deliveryDays: '3-5' }],
      },
    ],
  },
  locations: { locations: [] },
  notifications: {
    newOrder: on,
    orderShipped: appOnly,
    orderDelivered: appOnly,
    orderCancelled: on,
    paymentFailed: on,
    newCustomer: appOnly,
    newReview: appOnly,
    lowStock: on,
  },
};
