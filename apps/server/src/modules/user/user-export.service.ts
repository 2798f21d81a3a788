import type { Db } from '../../db/client.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import { type UserFilter, userList } from './user.repository.ts';
import { type UserExportRow, userExportRead } from './user-export.repository.ts';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const BILLING_LABELS: Record<string, string> = {
  'Manual-Credit Card': 'Manual – credit card',
  'Manual-PayPal': 'Manual – PayPal',
  'Manual-Cash': 'Manual – cash',
};

/** The columns of the web's user export, with the English labels the web shows. */
export const userCsvColumns: CsvColumn<UserExportRow>[] = [
  { header: 'Full name', value: (u) => u.fullName },
  { header: 'Username', value: (u) => u.username },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Role', value: (u) => capitalized(u.role) },
  { header: 'Plan', value: (u) => capitalized(u.currentPlan) },
  { header: 'Billing', value: (u) => BILLING_LABELS[u.billing] ?? u.billing },
  { header: 'Status', value: (u) => capitalized(u.status) },
  { header: 'Company', value: (u) => u.company },
  { header: 'Country', value: (u) => u.country },
  { header: 'Contact', value: (u) => u.contact },
];

/** Every user of the list's filter and sort, batch after batch, each read by its own query. */
export function userExportBatches(db: Db, query: UserFilter, batchSize = EXPORT_BATCH_SIZE) {
  return userList.exportBatches(db, userExportRead, query, batchSize);
}
