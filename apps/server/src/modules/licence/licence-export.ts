import { LICENCE_PRODUCT_NAMES, type LicenceProduct } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { licenceUsers, users } from '../../db/schema/index.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import type { ExportRead, KeysetAfter } from '../../lib/list-query.ts';
import { type LicenceFilter, licenceCall, licenceFields, licenceList } from './licence.repository.ts';

export type LicenceExportRow = KeysetAfter & {
  product: LicenceProduct;
  licensee: string;
  licenceKey: string;
  seats: number;
  expiresOn: string;
  notes: string;
  emails: string;
};

/** The import's columns, so an exported file imports back as it is (docs/licences.md). */
export const licenceCsvColumns: CsvColumn<LicenceExportRow>[] = [
  { header: 'Product', value: (l) => LICENCE_PRODUCT_NAMES[l.product] },
  { header: 'Licensee', value: (l) => l.licensee },
  { header: 'Licence key', value: (l) => l.licenceKey },
  { header: 'Seats', value: (l) => l.seats },
  { header: 'Expires on', value: (l) => l.expiresOn },
  { header: 'Notes', value: (l) => l.notes },
  { header: 'Assigned users', value: (l) => l.emails },
];

/** What the export reads of each licence, its assigned users' e-mails joined by "; ". */
const exportRead: ExportRead<Omit<LicenceExportRow, keyof KeysetAfter>> = {
  columns: {
    ...licenceFields,
    emails: sql<string>`coalesce((select string_agg(u.email, '; ' order by u.email)
      from ${licenceUsers} lu join ${users} u on u.id = lu.user_id
      where lu.licence_id = "licences"."id"), '')`,
  },
};

/** Every licence of the list's filter and sort (soonest expiry first by default), batch after batch. */
export function licenceExportBatches(db: Db, query: LicenceFilter, batchSize = EXPORT_BATCH_SIZE) {
  return licenceList.exportBatches(db, exportRead, licenceCall(query), batchSize);
}
