import {
  type PropertyListingCreateBody,
  type PropertyListingCreateValues,
  propertyListingCreateBody,
} from '@app/contracts/property-listing';

/** The wizard's form: the API's own body schema, so each step checks what the server will. */
export const propertyListingForm = propertyListingCreateBody;
export type PropertyListingFormInput = PropertyListingCreateBody;
export type PropertyListingFormValues = PropertyListingCreateValues;

const today = () => new Date().toISOString().slice(0, 10);
type Input = PropertyListingFormInput;

/**
 * A blank listing. The choices that tell what the property is start unchosen and the area and the
 * price start empty, so an untouched step is refused; the rest start at their most common value.
 */
export const emptyPropertyListing = (): Input => ({
  listedBy: '' as Input['listedBy'],
  contactName: '',
  email: '',
  phone: '',
  propertyType: '' as Input['propertyType'],
  propertyKind: '' as Input['propertyKind'],
  country: '' as Input['country'],
  state: '',
  city: '',
  zipCode: '',
  address: '',
  landmark: '',
  bedrooms: 1,
  bathrooms: 1,
  floorNumber: null,
  furnished: '' as Input['furnished'],
  furnishings: [],
  commonArea: false,
  attachedBalcony: false,
  areaUnit: 'sqft',
  totalArea: Number.NaN,
  carpetArea: null,
  plotArea: null,
  availableFrom: today(),
  possession: '' as Input['possession'],
  transaction: '' as Input['transaction'],
  mainRoad: false,
  nearby: [],
  expectedPrice: Number.NaN,
  maintenanceCharge: null,
  maintenancePeriod: 'month',
  bookingAmount: null,
  otherAmount: null,
  priceIncludes: [],
  priceDisplay: 'fixed',
});

/** The body fields whose server errors are shown on their field (the rest become one alert). */
export const PROPERTY_LISTING_SERVER_FIELDS = Object.keys(emptyPropertyListing());
