import type { LicenceImportRowError } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  assignUsers,
  idsByKey,
  insertLicence,
  lockLicence,
  replaceLicence,
  userIdsByEmail,
} from './licence.repository.ts';
import { type LicenceData, raceToAnswer, seatsProblem } from './licence.service.ts';
import { emailsOf, FIELD_HEADERS, readLicenceCsv, rowToLicence } from './licence-csv.ts';

/** The 400 of a refused import: every bad row with its line, and nothing written. */
function refused(rows: LicenceImportRowError[]): HttpError {
  const lines = new Set(rows.map((r) => r.line)).size;
  const reason =
    rows[0]?.field === 'csv'
      ? rows[0].reason
      : `has ${lines} bad ${lines === 1 ? 'row' : 'rows'}; nothing was imported`;
  return new HttpError(400, { message: `csv ${reason}`, errors: { csv: reason }, rows });
}

/**
 * Imports a CSV file all or nothing: every row is checked first (product, dates, seats against
 * assigned users, known users, a key used twice in the file); any bad row refuses the whole file.
 * A row whose licence key exists replaces that licence; the others are created. One transaction.
 */
export async function importLicences(db: Db, csv: string): Promise<{ created: number; updated: number }> {
  const { rows, errors: fileErrors } = readLicenceCsv(csv);
  if (fileErrors.length > 0) throw refused(fileErrors);

  const emails = [...new Set(rows.flatMap((r) => emailsOf(r.cells.assignedUsers)))];
  const userIds = await userIdsByEmail(db, emails);
  const errors: LicenceImportRowError[] = [];
  const valid: { line: number; data: LicenceData }[] = [];
  const firstLineOfKey = new Map<string, number>();
  for (const row of rows) {
    const result = rowToLicence(row, userIds);
    if ('errors' in result) {
      errors.push(...result.errors);
      continue;
    }
    const { data } = result;
    const problem = seatsProblem(new Set(data.assignedUserIds).size, data.seats);
    if (problem) errors.push({ line: row.line, field: FIELD_HEADERS.assignedUsers, reason: problem });
    const earlier = firstLineOfKey.get(data.licenceKey);
    if (earlier !== undefined) {
      errors.push({ line: row.line, field: FIELD_HEADERS.licenceKey, reason: `is also on line ${earlier}` });
    } else firstLineOfKey.set(data.licenceKey, row.line);
    valid.push({ line: row.line, data });
  }
  if (errors.length > 0) throw refused(errors);

  try {
    return await db.transaction(async (tx) => {
      const existing = await idsByKey(
        tx,
        valid.map((v) => v.data.licenceKey),
      );
      let created = 0;
      let updated = 0;
      for (const { data } of valid) {
        const { assignedUserIds, ...row } = data;
        const userIds = [...new Set(assignedUserIds)];
        const id = existing.get(data.licenceKey);
        if (id !== undefined && (await lockLicence(tx, id))) {
          await replaceLicence(tx, id, row, userIds);
          updated += 1;
        } else {
          await assignUsers(tx, await insertLicence(tx, row), userIds);
          created += 1;
        }
      }
      return { created, updated };
    });
  } catch (error) {
    throw error instanceof HttpError ? error : raceToAnswer(error);
  }
}
