import { describe, expect, it } from 'vitest';
import { kindFitsType, pricePerUnit, propertyListingCreateBody, todayUtc } from './property-listing.ts';

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (propertyListingCreateBody.safeParse(input).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );
const day = (offset: number) => todayUtc(new Date(Date.now() + offset * 86_400_000));

describe('propertyListingCreateBody', () => {
  it('checks the kind against the type while later steps are still empty (the wizard checks one step at a time)', () => {
    expect(errorsOf({ propertyType: 'commercial', propertyKind: 'villa' }).propertyKind).toBe(
      'does not fit the property type',
    );
    expect(errorsOf({ propertyType: 'commercial', propertyKind: 'land' }).propertyKind).toBeUndefined();
    expect(errorsOf({}).listedBy).toBe('must be chosen');
  });

  it('refuses furnishings in an unfurnished property, and a choice named twice', () => {
    expect(errorsOf({ furnished: 'unfurnished', furnishings: ['tv'] }).furnishings).toBe(
      'must be empty for an unfurnished property',
    );
    expect(errorsOf({ furnished: 'furnished', furnishings: ['tv'] }).furnishings).toBeUndefined();
    expect(errorsOf({ furnished: 'furnished', furnishings: ['tv', 'tv'] }).furnishings).toBe(
      'names a choice twice',
    );
  });

  it('keeps the carpet area within the total area', () => {
    expect(errorsOf({ totalArea: 100, carpetArea: 100.01 }).carpetArea).toBe(
      'must be at most the total area',
    );
    expect(errorsOf({ totalArea: 100, carpetArea: 100 }).carpetArea).toBeUndefined();
    expect(errorsOf({ totalArea: 100, carpetArea: null }).carpetArea).toBeUndefined();
  });

  it('asks a date from today on only of a property under construction', () => {
    const under = (availableFrom: string) =>
      errorsOf({ possession: 'underConstruction', availableFrom }).availableFrom;
    expect(under(day(-1))).toBe('must not be in the past for a property under construction');
    expect(under(day(0))).toBeUndefined();
    expect(errorsOf({ possession: 'readyToMove', availableFrom: day(-1) }).availableFrom).toBeUndefined();
    expect(errorsOf({ possession: 'readyToMove', availableFrom: '1999-12-31' }).availableFrom).toBe(
      'must be between 2000 and 2100',
    );
  });

  it('keeps the booking amount within the expected price', () => {
    expect(errorsOf({ expectedPrice: 1000, bookingAmount: 1000.5 }).bookingAmount).toBe(
      'must be at most the expected price',
    );
    expect(errorsOf({ expectedPrice: 1000, bookingAmount: 1000 }).bookingAmount).toBeUndefined();
  });
});

describe('kindFitsType and pricePerUnit', () => {
  it('allows land for both types and homes only for residential', () => {
    expect(kindFitsType('residential', 'land')).toBe(true);
    expect(kindFitsType('commercial', 'land')).toBe(true);
    expect(kindFitsType('commercial', 'apartment')).toBe(false);
    expect(kindFitsType('residential', 'shop')).toBe(false);
  });

  it('divides the price by the total area, to the cent', () => {
    expect(pricePerUnit(640_000, 68)).toBe(9411.76);
    expect(pricePerUnit(100, 3)).toBe(33.33);
    expect(pricePerUnit(100, 0)).toBe(0);
  });
});
