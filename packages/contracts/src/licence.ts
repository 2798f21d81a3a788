import { z } from 'zod';
import { editVersion, listTotal, orderBy, pagingQuery, rowId, searchText } from './common.ts';
import { isoDate } from './invoice.ts';
import { singleLine } from './person-name.ts';

/** The team's JetBrains IDE licences (issue 13, docs/licences.md). Dates are 'YYYY-MM-DD'. */

export const licenceProducts = [
  'intellij-idea-ultimate',
  'webstorm',
  'pycharm-professional',
  'goland',
  'datagrip',
  'rider',
  'clion',
  'phpstorm',
  'rubymine',
  'all-products-pack',
] as const;
export type LicenceProduct = (typeof licenceProducts)[number];

/** The product names JetBrains uses: the CSV files carry these (the code is accepted too). */
export const LICENCE_PRODUCT_NAMES: Record<LicenceProduct, string> = {
  'intellij-idea-ultimate': 'IntelliJ IDEA Ultimate',
  webstorm: 'WebStorm',
  'pycharm-professional': 'PyCharm Professional',
  goland: 'GoLand',
  datagrip: 'DataGrip',
  rider: 'Rider',
  clion: 'CLion',
  phpstorm: 'PhpStorm',
  rubymine: 'RubyMine',
  'all-products-pack': 'All Products Pack',
};

/** Expired: the expiry date is past; expiring: it falls within the next 30 days (today included); else active. */
export const licenceStatuses = ['active', 'expiring', 'expired'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];
export const EXPIRING_WITHIN_DAYS = 30;

export const licenceSortKeys = ['expiresOn', 'licensee', 'product', 'seats'] as const;

const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional());

/** GET /api/admin/licences: q is a substring of the licensee or the key. */
export const licenceListQuery = z.object({
  q: searchText,
  product: optionalFilter(licenceProducts),
  status: optionalFilter(licenceStatuses),
  sortBy: z.enum(licenceSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type LicenceListQuery = z.infer<typeof licenceListQuery>;

export const licenceUser = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type LicenceUser = z.infer<typeof licenceUser>;

export const licence = z.object({
  id: z.number(),
  product: z.enum(licenceProducts),
  licensee: z.string(),
  licenceKey: z.string(),
  seats: z.number(),
  expiresOn: z.string(),
  notes: z.string(),
  status: z.enum(licenceStatuses),
  /** Days from today (UTC) to the expiry date: 0 on the last day, negative once expired. */
  daysLeft: z.number(),
  assignedUsers: z.array(licenceUser),
  updatedAt: z.string(),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type Licence = z.infer<typeof licence>;

export const licenceListAnswer = z.object({
  licences: z.array(licence),
  totalLicences: z.number(),
  totalPages: z.number(),
  page: z.number(),
  totalIsEstimate: listTotal.totalIsEstimate,
});
export type LicenceListAnswer = z.infer<typeof licenceListAnswer>;

export const MAX_LICENCE_SEATS = 100_000;

const text = (max: number) => z.string('must be text').trim().max(max, 'is too long');

/** The fields a licence is written with (create and update, and each CSV row). */
export const licenceBody = z.object({
  product: z.enum(licenceProducts, `must be one of ${licenceProducts.join(', ')}`),
  licensee: singleLine(200).min(1, 'is required'),
  licenceKey: text(200)
    .min(4, 'must have at least 4 characters')
    .regex(/^[A-Za-z0-9._:/+=-]+$/, 'may hold only letters, digits and . _ : / + = -'),
  seats: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_LICENCE_SEATS, `must be at most ${MAX_LICENCE_SEATS}`),
  expiresOn: isoDate,
  notes: text(2000).default(''),
  assignedUserIds: z.array(rowId, 'must be a list of user ids').max(1000, 'is too long').default([]),
});
export type LicenceBody = z.input<typeof licenceBody>;

/** PUT /api/admin/licences/:id: the licence with the version the form loaded. */
export const licenceUpdateBody = licenceBody.extend({ version: editVersion });
export type LicenceUpdateBody = z.input<typeof licenceUpdateBody>;

/** POST /api/admin/licences/import: the CSV file's text (UTF-8). */
export const MAX_LICENCE_CSV_BYTES = 1_000_000;
export const MAX_LICENCE_CSV_ROWS = 5000;
export const licenceImportBody = z.object({
  csv: z
    .string('must be the CSV text')
    .min(1, 'is empty')
    .max(MAX_LICENCE_CSV_BYTES, `is larger than ${MAX_LICENCE_CSV_BYTES} characters`),
});

/** The CSV columns, in the order export writes them; import needs the first five. */
export const LICENCE_CSV_HEADERS = [
  'Product',
  'Licensee',
  'Licence key',
  'Seats',
  'Expires on',
  'Notes',
  'Assigned users',
] as const;

export const licenceImportRowError = z.object({
  /** The line of the file where the row starts (the header is line 1). */
  line: z.number(),
  field: z.string(),
  reason: z.string(),
});
export type LicenceImportRowError = z.infer<typeof licenceImportRowError>;

export const licenceImportAnswer = z.object({ created: z.number(), updated: z.number() });
export const licenceImportErrorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Every bad row of a file that was read; absent when the request itself is malformed. */
  rows: z.array(licenceImportRowError).optional(),
});
export type LicenceImportErrorAnswer = z.infer<typeof licenceImportErrorAnswer>;

/** GET /api/admin/licences/expiring: what expires within 30 days, soonest first. */
export const expiringLicence = licence.pick({
  id: true,
  product: true,
  licensee: true,
  licenceKey: true,
  expiresOn: true,
  daysLeft: true,
});
export type ExpiringLicence = z.infer<typeof expiringLicence>;
export const expiringLicencesAnswer = z.object({ licences: z.array(expiringLicence), total: z.number() });
export type ExpiringLicencesAnswer = z.infer<typeof expiringLicencesAnswer>;

export const LICENCE_NOT_FOUND_TEXT = 'Licence not found';
