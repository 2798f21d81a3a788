import { z } from 'zod';
import { listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { shopCountryNames } from './ecommerce-common.ts';

/**
 * Property listings (docs/property-listings.md): homes, offices and plots listed with the
 * /wizard-examples/property-listing wizard and shown on /apps/property-listings. The wizard checks its
 * form with `propertyListingCreateBody`, the API parses its body with it, and the table's check
 * constraints say the same.
 */

export const PROPERTY_LISTING_NOT_FOUND_TEXT = 'Property listing not found';

export const listerTypes = ['owner', 'builder', 'broker'] as const;
export type ListerType = (typeof listerTypes)[number];

export const propertyTypes = ['residential', 'commercial'] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** The kinds of property each type allows. */
export const propertyKindsByType = {
  residential: ['apartment', 'house', 'villa', 'land'],
  commercial: ['office', 'shop', 'warehouse', 'land'],
} as const satisfies Record<PropertyType, readonly string[]>;
export const propertyKinds = ['apartment', 'house', 'villa', 'office', 'shop', 'warehouse', 'land'] as const;
export type PropertyKind = (typeof propertyKinds)[number];
export const kindFitsType = (type: PropertyType, kind: PropertyKind) =>
  (propertyKindsByType[type] as readonly PropertyKind[]).includes(kind);

export const furnishedStatuses = ['furnished', 'semiFurnished', 'unfurnished'] as const;
export type FurnishedStatus = (typeof furnishedStatuses)[number];
export const furnishings = [
  'ac',
  'tv',
  'fridge',
  'washingMachine',
  'wifi',
  'sofa',
  'bed',
  'wardrobe',
  'microwave',
  'waterHeater',
] as const;
export type Furnishing = (typeof furnishings)[number];

export const areaUnits = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof areaUnits)[number];
export const possessionStatuses = ['underConstruction', 'readyToMove'] as const;
export type PossessionStatus = (typeof possessionStatuses)[number];
export const transactionTypes = ['newProperty', 'resale'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const nearbyPlaces = ['hospital', 'market', 'school', 'publicTransport', 'park'] as const;
export type NearbyPlace = (typeof nearbyPlaces)[number];

export const maintenancePeriods = ['month', 'year'] as const;
export type MaintenancePeriod = (typeof maintenancePeriods)[number];
export const priceInclusions = [
  'carParking',
  'clubMembership',
  'powerBackup',
  'stampDuty',
  'registration',
] as const;
export type PriceInclusion = (typeof priceInclusions)[number];
/** How the list shows the price: as is, marked negotiable, or hidden behind "call for price". */
export const priceDisplays = ['fixed', 'negotiable', 'callForPrice'] as const;
export type PriceDisplay = (typeof priceDisplays)[number];

export const PROPERTY_MAX_AREA = 10_000_000;
export const PROPERTY_MAX_PRICE = 10_000_000_000;
export const PROPERTY_MAX_ROOMS = 50;
export const PROPERTY_MIN_FLOOR = -5;
export const PROPERTY_MAX_FLOOR = 200;

const isoDate = z
  .string('must be a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'must be a date',
  )
  .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', 'must be between 2000 and 2100');

const text = (min: number, max: number) =>
  z
    .string('must be text')
    .trim()
    .min(min, min === 1 ? 'is required' : `must have at least ${min} characters`)
    .max(max, `must have at most ${max} characters`);

/** An amount in currency units with at most two decimals. */
const money = (max: number) =>
  z
    .number('must be a number')
    .refine((n) => Number.isFinite(n), 'must be a number')
    .refine((n) => n >= 0, 'must be at least 0')
    .refine((n) => n <= max, `must be at most ${max}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most two decimals');

/** An area above 0 with at most two decimals. */
const area = z
  .number('must be a number')
  .refine((n) => Number.isFinite(n) && n > 0, 'must be above 0')
  .refine((n) => n <= PROPERTY_MAX_AREA, `must be at most ${PROPERTY_MAX_AREA}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most two decimals');

const rooms = z
  .number('must be a number')
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(PROPERTY_MAX_ROOMS, `must be at most ${PROPERTY_MAX_ROOMS}`);

const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, 'is not one of the choices'), 'must be a list')
    .max(values.length, 'names a choice twice')
    .refine((list) => new Set(list).size === list.length, 'names a choice twice')
    .default([]);

/** Every field of a new listing, each checked alone; the checks across fields follow in the body. */
export const propertyListingFields = z.object({
  // Step 1: who lists it and how to reach them (no account is made, so no password).
  listedBy: z.enum(listerTypes, 'must be chosen'),
  contactName: text(2, 80),
  email: z
    .string('must be text')
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(254, 'is too long')
    .email('must be an e-mail address'),
  phone: z
    .string('must be text')
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number')
    .refine((p) => p.replace(/\D/g, '').length >= 6, 'must be a phone number'),
  // Step 2: what and where.
  propertyType: z.enum(propertyTypes, 'must be chosen'),
  propertyKind: z.enum(propertyKinds, 'must be chosen'),
  country: z.enum(shopCountryNames, 'must be chosen'),
  state: text(1, 80),
  city: text(1, 80),
  zipCode: z
    .string('must be text')
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'must be a postal code'),
  address: text(5, 200),
  landmark: text(0, 100).default(''),
  // Step 3: the rooms and what is in them.
  bedrooms: rooms,
  bathrooms: rooms,
  /** The floor the property is on (0 the ground floor, below 0 a basement); empty for a whole building or a plot. */
  floorNumber: z
    .number('must be a number')
    .int('must be a whole number')
    .min(PROPERTY_MIN_FLOOR, `must be at least ${PROPERTY_MIN_FLOOR}`)
    .max(PROPERTY_MAX_FLOOR, `must be at most ${PROPERTY_MAX_FLOOR}`)
    .nullable(),
  furnished: z.enum(furnishedStatuses, 'must be chosen'),
  furnishings: choices(furnishings),
  commonArea: z.boolean('must be yes or no'),
  attachedBalcony: z.boolean('must be yes or no'),
  // Step 4: how big, from when, and around it.
  areaUnit: z.enum(areaUnits, 'must be chosen'),
  totalArea: area,
  carpetArea: area.nullable(),
  plotArea: area.nullable(),
  availableFrom: isoDate,
  possession: z.enum(possessionStatuses, 'must be chosen'),
  transaction: z.enum(transactionTypes, 'must be chosen'),
  mainRoad: z.boolean('must be yes or no'),
  nearby: choices(nearbyPlaces),
  // Step 5: the price.
  expectedPrice: money(PROPERTY_MAX_PRICE).refine((n) => n > 0, 'must be above 0'),
  maintenanceCharge: money(PROPERTY_MAX_PRICE).nullable(),
  maintenancePeriod: z.enum(maintenancePeriods, 'must be chosen'),
  bookingAmount: money(PROPERTY_MAX_PRICE).nullable(),
  otherAmount: money(PROPERTY_MAX_PRICE).nullable(),
  priceIncludes: choices(priceInclusions),
  priceDisplay: z.enum(priceDisplays, 'must be chosen'),
});

type FieldsInput = z.input<typeof propertyListingFields>;

/**
 * A check across fields runs as soon as the fields it reads are valid, whatever the other steps hold:
 * the wizard checks one step at a time.
 */
const readable = (keys: (keyof FieldsInput)[]) => (payload: { value: unknown }) =>
  propertyListingFields
    .pick(Object.fromEntries(keys.map((k) => [k, true])) as Record<keyof FieldsInput, true>)
    .safeParse(payload.value).success;

/** Today's date in UTC (YYYY-MM-DD). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * POST /api/property-listings: the fields, a kind that fits the type, nothing furnished in an
 * unfurnished property, a carpet area within the total area, a property still being built available
 * from today on, and a booking amount within the price.
 */
export const propertyListingCreateBody = propertyListingFields
  .refine((d) => kindFitsType(d.propertyType, d.propertyKind), {
    path: ['propertyKind'],
    message: 'does not fit the property type',
    when: readable(['propertyType', 'propertyKind']),
  })
  .refine((d) => d.furnished !== 'unfurnished' || d.furnishings.length === 0, {
    path: ['furnishings'],
    message: 'must be empty for an unfurnished property',
    when: readable(['furnished', 'furnishings']),
  })
  .refine((d) => d.carpetArea === null || d.carpetArea <= d.totalArea, {
    path: ['carpetArea'],
    message: 'must be at most the total area',
    when: readable(['totalArea', 'carpetArea']),
  })
  .refine((d) => d.possession !== 'underConstruction' || d.availableFrom >= todayUtc(), {
    path: ['availableFrom'],
    message: 'must not be in the past for a property under construction',
    when: readable(['possession', 'availableFrom']),
  })
  .refine((d) => d.bookingAmount === null || d.bookingAmount <= d.expectedPrice, {
    path: ['bookingAmount'],
    message: 'must be at most the expected price',
    when: readable(['expectedPrice', 'bookingAmount']),
  });
export type PropertyListingCreateBody = z.input<typeof propertyListingCreateBody>;
export type PropertyListingCreateValues = z.output<typeof propertyListingCreateBody>;

/** The price of one unit of the total area, to the cent (shown in the wizard, answered with each listing). */
export const pricePerUnit = (price: number, totalArea: number) =>
  totalArea > 0 ? Math.round((price / totalArea) * 100) / 100 : 0;

export const propertyListingSortKeys = ['createdAt', 'expectedPrice'] as const;
export type PropertyListingSortKey = (typeof propertyListingSortKeys)[number];

/** GET /api/property-listings: q is a part of the city, the address or the contact's name. */
export const propertyListingListQuery = z.object({
  q: searchText,
  propertyType: z.enum(propertyTypes, 'is not a property type').optional(),
  listedBy: z.enum(listerTypes, 'is not a lister type').optional(),
  sortBy: z.enum(propertyListingSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type PropertyListingListQuery = z.infer<typeof propertyListingListQuery>;

export const propertyListing = z.object({
  id: z.number(),
  listedBy: z.enum(listerTypes),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  propertyType: z.enum(propertyTypes),
  propertyKind: z.enum(propertyKinds),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  zipCode: z.string(),
  address: z.string(),
  landmark: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  floorNumber: z.number().nullable(),
  furnished: z.enum(furnishedStatuses),
  furnishings: z.array(z.enum(furnishings)),
  commonArea: z.boolean(),
  attachedBalcony: z.boolean(),
  areaUnit: z.enum(areaUnits),
  totalArea: z.number(),
  carpetArea: z.number().nullable(),
  plotArea: z.number().nullable(),
  availableFrom: z.string(),
  possession: z.enum(possessionStatuses),
  transaction: z.enum(transactionTypes),
  mainRoad: z.boolean(),
  nearby: z.array(z.enum(nearbyPlaces)),
  expectedPrice: z.number(),
  /** The expected price over the total area, per `areaUnit`. */
  pricePerUnit: z.number(),
  maintenanceCharge: z.number().nullable(),
  maintenancePeriod: z.enum(maintenancePeriods),
  bookingAmount: z.number().nullable(),
  otherAmount: z.number().nullable(),
  priceIncludes: z.array(z.enum(priceInclusions)),
  priceDisplay: z.enum(priceDisplays),
  createdAt: z.string(),
});
export type PropertyListing = z.infer<typeof propertyListing>;

export const propertyListingListAnswer = z.object({ listings: z.array(propertyListing), ...listTotal });
export type PropertyListingListAnswer = z.infer<typeof propertyListingListAnswer>;
