import {
  LICENCE_CSV_HEADERS,
  LICENCE_PRODUCT_NAMES,
  type LicenceImportRowError,
  type LicenceProduct,
  licenceBody,
  licenceProducts,
  MAX_LICENCE_CSV_ROWS,
} from '@app/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import type { LicenceData } from './licence.service.ts';

/** The licence fields the CSV columns fill, by column header (any case). */
type Field = 'product' | 'licensee' | 'licenceKey' | 'seats' | 'expiresOn' | 'notes' | 'assignedUsers';
const COLUMN_FIELDS: Record<string, Field> = {
  product: 'product',
  licensee: 'licensee',
  'licence key': 'licenceKey',
  'license key': 'licenceKey',
  seats: 'seats',
  'expires on': 'expiresOn',
  notes: 'notes',
  'assigned users': 'assignedUsers',
};
const REQUIRED: Field[] = ['product', 'licensee', 'licenceKey', 'seats', 'expiresOn'];
/** The header a problem is reported under: the column the person sees in the file. */
export const FIELD_HEADERS: Record<Field | 'assignedUserIds', string> = {
  product: 'Product',
  licensee: 'Licensee',
  licenceKey: 'Licence key',
  seats: 'Seats',
  expiresOn: 'Expires on',
  notes: 'Notes',
  assignedUsers: 'Assigned users',
  assignedUserIds: 'Assigned users',
};

const PRODUCT_BY_NAME = new Map<string, LicenceProduct>(
  licenceProducts.flatMap((code) => [
    [code, code],
    [LICENCE_PRODUCT_NAMES[code].toLowerCase(), code],
  ]),
);

/** One row of the file: where it starts, and its cells by field. */
export type CsvRow = { line: number; cells: Partial<Record<Field, string>> };
export type ParsedCsv = { rows: CsvRow[]; errors: LicenceImportRowError[] };

const fileError = (line: number, reason: string): ParsedCsv => ({
  rows: [],
  errors: [{ line, field: 'csv', reason }],
});

/** Reads the file (a BOM, quoted cells, line breaks in cells are fine); a malformed file is one error. */
export function readLicenceCsv(text: string): ParsedCsv {
  let header: string[] = [];
  let records: { record: Record<string, string>; info: { lines: number; raw?: string } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      raw: true,
      info: true,
      columns: (names: string[]) => {
        header = names.map((n) => n.trim().toLowerCase());
        return header;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return fileError(line, `could not be read: ${error.message}`);
    }
    throw error;
  }
  const unknown = header.filter((h) => !COLUMN_FIELDS[h]);
  if (unknown.length > 0) {
    const known = LICENCE_CSV_HEADERS.join(', ');
    return fileError(1, `has unknown columns: ${unknown.join(', ')} (the columns are ${known})`);
  }
  const present = new Set(header.map((h) => COLUMN_FIELDS[h]));
  const missing = REQUIRED.filter((f) => !present.has(f)).map((f) => FIELD_HEADERS[f]);
  if (missing.length > 0) return fileError(1, `misses the columns ${missing.join(', ')}`);
  if (records.length === 0) return fileError(1, 'has no licence rows under its header');
  if (records.length > MAX_LICENCE_CSV_ROWS) {
    return fileError(1, `has ${records.length} rows; at most ${MAX_LICENCE_CSV_ROWS} are imported at once`);
  }
  const rows = records.map(({ record, info }) => {
    // info.lines is where the record ends; a quoted cell may span lines.
    const spanned = (info.raw?.replace(/\r?\n$/, '').match(/\n/g) ?? []).length;
    const cells: CsvRow['cells'] = {};
    for (const [name, value] of Object.entries(record)) cells[COLUMN_FIELDS[name]] = value;
    return { line: info.lines - spanned, cells };
  });
  return { rows, errors: [] };
}

export const emailsOf = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;,\s]+/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);

/** A row as a licence body, or its problems; users are looked up by e-mail in `userIds`. */
export function rowToLicence(
  row: CsvRow,
  userIds: Map<string, number>,
): { data: LicenceData } | { errors: LicenceImportRowError[] } {
  const { cells, line } = row;
  const errors: LicenceImportRowError[] = [];
  const fail = (field: keyof typeof FIELD_HEADERS, reason: string) =>
    errors.push({ line, field: FIELD_HEADERS[field], reason });

  const product = PRODUCT_BY_NAME.get((cells.product ?? '').toLowerCase());
  if (!product) {
    fail('product', `must be one of ${Object.values(LICENCE_PRODUCT_NAMES).join(', ')}`);
  }
  const seatsText = cells.seats ?? '';
  if (!/^\d+$/.test(seatsText)) fail('seats', 'must be a whole number');
  const emails = [...new Set(emailsOf(cells.assignedUsers))];
  const unknown = emails.filter((e) => !userIds.has(e));
  if (unknown.length > 0) fail('assignedUsers', `holds unknown users: ${unknown.join(', ')}`);

  const parsed = licenceBody.safeParse({
    product: product ?? 'webstorm',
    licensee: cells.licensee ?? '',
    licenceKey: cells.licenceKey ?? '',
    seats: /^\d+$/.test(seatsText) ? Number(seatsText) : 1,
    expiresOn: cells.expiresOn ?? '',
    notes: cells.notes ?? '',
    assignedUserIds: emails.flatMap((e) => userIds.get(e) ?? []),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof typeof FIELD_HEADERS;
      fail(FIELD_HEADERS[field] ? field : 'licensee', issue.message);
    }
  }
  if (errors.length > 0 || !parsed.success) return { errors };
  return { data: parsed.data };
}
