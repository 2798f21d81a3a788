import type { PropertyListing, PropertyListingListAnswer } from '@app/contracts/property-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPropertyListings } from '../../db/seed/property-listing.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('property listings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = t.adminToken) =>
    t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });
  const list = async (qs = '') => {
    const res = await call('GET', `/api/property-listings${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PropertyListingListAnswer;
  };
  const body = (extra: Record<string, unknown> = {}) => ({
    listedBy: 'owner',
    contactName: 'Ana Lima',
    email: 'Ana.Lima@Example.com',
    phone: '+55 11 91234-5678',
    propertyType: 'residential',
    propertyKind: 'house',
    country: 'Brazil',
    state: 'São Paulo',
    city: 'Campinas',
    zipCode: '13010-000',
    address: 'Rua Barão de Jaguara 100',
    landmark: '',
    bedrooms: 3,
    bathrooms: 2,
    floorNumber: null,
    furnished: 'semiFurnished',
    furnishings: ['fridge', 'bed'],
    commonArea: false,
    attachedBalcony: true,
    areaUnit: 'sqm',
    totalArea: 150,
    carpetArea: 120.5,
    plotArea: 300,
    availableFrom: day(30),
    possession: 'underConstruction',
    transaction: 'newProperty',
    mainRoad: false,
    nearby: ['school', 'park'],
    expectedPrice: 450_000,
    maintenanceCharge: 120,
    maintenancePeriod: 'month',
    bookingAmount: 45_000,
    otherAmount: null,
    priceIncludes: ['carParking'],
    priceDisplay: 'negotiable',
    ...extra,
  });

  it('lists the demo listings newest first, each with its price per unit of area', async () => {
    const answer = await list();
    expect(answer.total).toBe(demoPropertyListings().length);
    expect(answer.listings.map((l) => l.city)).toEqual(['Augsburg', 'Mumbai', 'Sydney', 'Paris']);
    const paris = answer.listings[3];
    expect(paris.pricePerUnit).toBe(9411.76);
    expect(paris.furnishings).toEqual(['fridge', 'wardrobe', 'wifi']);
  });

  it('creates a listing (e-mail in lower case), reads it by id, and finds it by city, address or contact', async () => {
    const res = await call('POST', '/api/property-listings', body());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as PropertyListing;
    expect(created).toMatchObject({
      email: 'ana.lima@example.com',
      carpetArea: 120.5,
      pricePerUnit: 3000,
      nearby: ['school', 'park'],
      floorNumber: null,
    });
    const read = await call('GET', `/api/property-listings/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    for (const q of ['campinas', 'Jaguara', 'ana lim'])
      expect((await list(`?q=${encodeURIComponent(q)}`)).listings.map((l) => l.id)).toEqual([created.id]);
  });

  it('filters by property type and lister type, sorts by price and pages', async () => {
    expect((await list('?propertyType=commercial')).listings.map((l) => l.city)).toEqual([
      'Augsburg',
      'Mumbai',
    ]);
    expect((await list('?listedBy=owner&propertyType=residential')).listings.map((l) => l.city)).toEqual([
      'Campinas',
      'Paris',
    ]);
    const cheap = await list('?sortBy=expectedPrice&orderBy=asc&itemsPerPage=2');
    expect(cheap.listings.map((l) => l.expectedPrice)).toEqual([380_000, 450_000]);
    expect(cheap.total).toBe(5);
    expect((await list('?sortBy=expectedPrice&orderBy=asc&itemsPerPage=2&page=3')).listings).toHaveLength(1);
  });

  it('refuses an unknown filter value with 400 on its name', async () => {
    const res = await call('GET', '/api/property-listings?propertyType=castle');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.propertyType).toBe('is not a property type');
  });

  it.each([
    [{ listedBy: 'agent' }, 'listedBy', 'must be chosen'],
    [{ contactName: 'A' }, 'contactName', 'must have at least 2 characters'],
    [{ email: 'not-mail' }, 'email', 'must be an e-mail address'],
    [{ phone: '12' }, 'phone', 'must be a phone number'],
    [{ propertyKind: 'office' }, 'propertyKind', 'does not fit the property type'],
    [{ country: 'Atlantis' }, 'country', 'must be chosen'],
    [{ city: '  ' }, 'city', 'is required'],
    [{ zipCode: '#1' }, 'zipCode', 'must be a postal code'],
    [{ bedrooms: 2.5 }, 'bedrooms', 'must be a whole number'],
    [{ floorNumber: 201 }, 'floorNumber', 'must be at most 200'],
    [{ furnished: 'unfurnished' }, 'furnishings', 'must be empty for an unfurnished property'],
    [{ furnishings: ['ac', 'ac'] }, 'furnishings', 'names a choice twice'],
    [{ furnishings: ['piano'] }, 'furnishings.0', 'is not one of the choices'],
    [{ totalArea: 0 }, 'totalArea', 'must be above 0'],
    [{ carpetArea: 151 }, 'carpetArea', 'must be at most the total area'],
    [
      { availableFrom: day(-1) },
      'availableFrom',
      'must not be in the past for a property under construction',
    ],
    [{ availableFrom: '2026-02-30' }, 'availableFrom', 'must be a date'],
    [{ expectedPrice: 0 }, 'expectedPrice', 'must be above 0'],
    [{ expectedPrice: 10.001 }, 'expectedPrice', 'must have at most two decimals'],
    [{ bookingAmount: 500_000 }, 'bookingAmount', 'must be at most the expected price'],
    [{ maintenanceCharge: -1 }, 'maintenanceCharge', 'must be at least 0'],
    [{ priceDisplay: 'hidden' }, 'priceDisplay', 'must be chosen'],
    [{ mainRoad: 'yes' }, 'mainRoad', 'must be yes or no'],
  ])('refuses %o with 400 on the field and its reason', async (extra, field, reason) => {
    const res = await call('POST', '/api/property-listings', body(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field]).toBe(reason);
  });

  it('accepts a past date for a property ready to move into', async () => {
    const res = await call(
      'POST',
      '/api/property-listings',
      body({ possession: 'readyToMove', availableFrom: day(-400), city: 'Santos' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await call('DELETE', `/api/property-listings/${res.json().id}`)).statusCode).toBe(204);
  });

  it('deletes a listing, then answers 404 for it (read and delete)', async () => {
    const [first] = (await list('?q=Campinas')).listings;
    expect((await call('DELETE', `/api/property-listings/${first.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/property-listings/${first.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Property listing not found');
    expect((await call('GET', `/api/property-listings/${first.id}`)).statusCode).toBe(404);
    expect((await list('?q=Campinas')).total).toBe(0);
  });

  it('refuses an id that is not a whole number with 400', async () => {
    expect((await call('GET', '/api/property-listings/abc')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/property-listings/0')).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to users without the PropertyListing subject', async () => {
    expect((await call('GET', '/api/property-listings', undefined, '')).statusCode).toBe(401);
    expect((await call('POST', '/api/property-listings', body(), '')).statusCode).toBe(401);
    expect((await call('GET', '/api/property-listings', undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/property-listings/1', undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/property-listings', body(), t.clientToken)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/property-listings/1', undefined, t.clientToken)).statusCode).toBe(403);
  });
});
