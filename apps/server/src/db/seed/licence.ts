import type { LicenceProduct } from '@app/contracts';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { licences, licenceUsers, users } from '../schema/index.ts';

type SeedLicence = {
  product: LicenceProduct;
  licensee: string;
  key: string;
  seats: number;
  /** Days from the seeding day to the expiry date (negative: expired). */
  expiresIn: number;
  notes?: string;
  /** How many of the first users hold a seat, from `from` on. */
  users?: { from: number; count: number };
};

/** Twelve licences: one expires within a week, two within the month, one expired (docs/licences.md). */
export const SEED_LICENCES: SeedLicence[] = [
  {
    product: 'all-products-pack',
    licensee: 'Demo Inc.',
    key: 'APP-7Q2K-91XM-D3LA',
    seats: 5,
    expiresIn: 5,
    notes: 'Renewal quote requested from the reseller.',
    users: { from: 0, count: 4 },
  },
  {
    product: 'intellij-idea-ultimate',
    licensee: 'Demo Inc.',
    key: 'IIU-4H8P-22WC-K7TS',
    seats: 10,
    expiresIn: 240,
    users: { from: 2, count: 6 },
  },
  {
    product: 'webstorm',
    licensee: 'Demo Inc.',
    key: 'WS-9D1F-57BN-Q0RE',
    seats: 8,
    expiresIn: 21,
    notes: 'Front-end team.',
    users: { from: 8, count: 5 },
  },
  {
    product: 'pycharm-professional',
    licensee: 'Data Team – Demo Inc.',
    key: 'PCP-3M6V-80JY-L2UA',
    seats: 4,
    expiresIn: 130,
    users: { from: 13, count: 3 },
  },
  {
    product: 'goland',
    licensee: 'Platform Team – Demo Inc.',
    key: 'GO-5T2Z-64KD-W8PN',
    seats: 3,
    expiresIn: 310,
    users: { from: 16, count: 2 },
  },
  {
    product: 'datagrip',
    licensee: 'Demo Inc.',
    key: 'DG-8X4C-13HL-M5QB',
    seats: 2,
    expiresIn: 28,
    users: { from: 18, count: 2 },
  },
  {
    product: 'rider',
    licensee: 'Jane Client',
    key: 'RD-2W7E-49SG-T6VK',
    seats: 1,
    expiresIn: -12,
    notes: 'Personal licence; not renewed.',
  },
  {
    product: 'clion',
    licensee: 'Embedded Team – Demo Inc.',
    key: 'CL-6N3R-75AF-Y1DZ',
    seats: 2,
    expiresIn: 95,
    users: { from: 20, count: 1 },
  },
  {
    product: 'phpstorm',
    licensee: 'Web Agency Partners',
    key: 'PS-1K9U-38PD-C4GX',
    seats: 3,
    expiresIn: 180,
    users: { from: 21, count: 3 },
  },
  { product: 'rubymine', licensee: 'Demo Inc.', key: 'RM-7J5Y-06TQ-H9EM', seats: 1, expiresIn: 365 },
  {
    product: 'intellij-idea-ultimate',
    licensee: 'Contractors – Demo Inc.',
    key: 'IIU-0B6S-81VR-N3JW',
    seats: 5,
    expiresIn: 60,
    users: { from: 24, count: 2 },
  },
  {
    product: 'webstorm',
    licensee: 'John Doe',
    key: 'WS-5L0A-92ZK-F7CU',
    seats: 1,
    expiresIn: -40,
    notes: 'Replaced by the All Products Pack.',
  },
];

const dayFromNow = (days: number, now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);

/** The demo licences, with seats held by the first users (ordered by id). */
export async function seedLicences(tx: Queryable): Promise<void> {
  const people = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(40);
  const rows = await tx
    .insert(licences)
    .values(
      SEED_LICENCES.map((l) => ({
        product: l.product,
        licensee: l.licensee,
        licenceKey: l.key,
        seats: l.seats,
        expiresOn: dayFromNow(l.expiresIn),
        notes: l.notes ?? '',
      })),
    )
    .returning({ id: licences.id });
  const assignments = SEED_LICENCES.flatMap((l, i) =>
    people
      .slice(l.users?.from ?? 0, (l.users?.from ?? 0) + (l.users?.count ?? 0))
      .map((p) => ({ licenceId: rows[i].id, userId: p.id })),
  );
  if (assignments.length > 0) await tx.insert(licenceUsers).values(assignments);
}
