import {
  type AreaUnit,
  areaUnits,
  type FurnishedStatus,
  type Furnishing,
  furnishedStatuses,
  furnishings,
  type ListerType,
  listerTypes,
  type MaintenancePeriod,
  maintenancePeriods,
  type NearbyPlace,
  nearbyPlaces,
  type PossessionStatus,
  type PriceDisplay,
  type PriceInclusion,
  type PropertyKind,
  type PropertyType,
  possessionStatuses,
  priceDisplays,
  priceInclusions,
  propertyKindsByType,
  propertyTypes,
  type TransactionType,
  transactionTypes,
} from '@app/contracts/property-listing';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf, stamp } from './ecommerce-columns.ts';

const area = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const list = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** Listings made with the property-listing wizard (docs/property-listings.md); the checks mirror the contract. */
export const propertyListings = pgTable(
  'property_listings',
  {
    id: serial('id').primaryKey(),
    listedBy: text('listed_by').$type<ListerType>().notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    propertyKind: text('property_kind').$type<PropertyKind>().notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark').notNull().default(''),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    floorNumber: integer('floor_number'),
    furnished: text('furnished').$type<FurnishedStatus>().notNull(),
    furnishings: list('furnishings').$type<Furnishing[]>(),
    commonArea: boolean('common_area').notNull(),
    attachedBalcony: boolean('attached_balcony').notNull(),
    areaUnit: text('area_unit').$type<AreaUnit>().notNull(),
    totalArea: area('total_area').notNull(),
    carpetArea: area('carpet_area'),
    plotArea: area('plot_area'),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    possession: text('possession').$type<PossessionStatus>().notNull(),
    transaction: text('transaction').$type<TransactionType>().notNull(),
    mainRoad: boolean('main_road').notNull(),
    nearby: list('nearby').$type<NearbyPlace[]>(),
    expectedPrice: money('expected_price').notNull(),
    maintenanceCharge: money('maintenance_charge'),
    maintenancePeriod: text('maintenance_period').$type<MaintenancePeriod>().notNull(),
    bookingAmount: money('booking_amount'),
    otherAmount: money('other_amount'),
    priceIncludes: list('price_includes').$type<PriceInclusion[]>(),
    priceDisplay: text('price_display').$type<PriceDisplay>().notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    // The list's sorts, with the id that breaks ties (lib/list-query.ts), and the two filters
    // ahead of the default sort (newest first).
    index('property_listings_created_idx').on(t.createdAt, t.id),
    index('property_listings_price_idx').on(t.expectedPrice, t.id),
    index('property_listings_type_created_idx').on(t.propertyType, t.createdAt, t.id),
    index('property_listings_lister_created_idx').on(t.listedBy, t.createdAt, t.id),
    index('property_listings_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('property_listings_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    index('property_listings_contact_trgm_idx').using('gin', t.contactName.op('gin_trgm_ops')),
    check('property_listings_listed_by_check', sql`${t.listedBy} in (${oneOf(listerTypes)})`),
    check('property_listings_type_check', sql`${t.propertyType} in (${oneOf(propertyTypes)})`),
    check(
      'property_listings_kind_check',
      sql`(${t.propertyType} = 'residential' and ${t.propertyKind} in (${oneOf(propertyKindsByType.residential)}))
        or (${t.propertyType} = 'commercial' and ${t.propertyKind} in (${oneOf(propertyKindsByType.commercial)}))`,
    ),
    check('property_listings_contact_check', sql`char_length(${t.contactName}) between 2 and 80`),
    check('property_listings_city_check', sql`char_length(${t.city}) between 1 and 80`),
    check('property_listings_address_check', sql`char_length(${t.address}) between 5 and 200`),
    check(
      'property_listings_rooms_check',
      sql`${t.bedrooms} between 0 and 50 and ${t.bathrooms} between 0 and 50`,
    ),
    check('property_listings_floor_check', sql`${t.floorNumber} between -5 and 200`),
    check('property_listings_furnished_check', sql`${t.furnished} in (${oneOf(furnishedStatuses)})`),
    check(
      'property_listings_furnishings_check',
      sql`${t.furnishings} <@ array[${oneOf(furnishings)}]::text[]
        and (${t.furnished} <> 'unfurnished' or cardinality(${t.furnishings}) = 0)`,
    ),
    check('property_listings_unit_check', sql`${t.areaUnit} in (${oneOf(areaUnits)})`),
    check(
      'property_listings_area_check',
      sql`${t.totalArea} > 0 and (${t.carpetArea} is null or (${t.carpetArea} > 0 and ${t.carpetArea} <= ${t.totalArea}))
        and (${t.plotArea} is null or ${t.plotArea} > 0)`,
    ),
    check('property_listings_possession_check', sql`${t.possession} in (${oneOf(possessionStatuses)})`),
    check('property_listings_transaction_check', sql`${t.transaction} in (${oneOf(transactionTypes)})`),
    check('property_listings_nearby_check', sql`${t.nearby} <@ array[${oneOf(nearbyPlaces)}]::text[]`),
    check(
      'property_listings_price_check',
      sql`${t.expectedPrice} > 0 and (${t.bookingAmount} is null or ${t.bookingAmount} between 0 and ${t.expectedPrice})
        and (${t.maintenanceCharge} is null or ${t.maintenanceCharge} >= 0)
        and (${t.otherAmount} is null or ${t.otherAmount} >= 0)`,
    ),
    check('property_listings_period_check', sql`${t.maintenancePeriod} in (${oneOf(maintenancePeriods)})`),
    check(
      'property_listings_includes_check',
      sql`${t.priceIncludes} <@ array[${oneOf(priceInclusions)}]::text[]`,
    ),
    check('property_listings_display_check', sql`${t.priceDisplay} in (${oneOf(priceDisplays)})`),
  ],
);
