export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/** Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised with a leading quote, then quoted when it holds a comma, quote or newline. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** RFC 4180 text: a header line, then one line per row, CRLF between lines. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return lines.join('\r\n');
}

/** Excel reads a CSV file as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

export function csvBlob(csv: string): Blob {
  return new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** `users-2024-05-31.csv`: the stem and the local date. */
export function datedFileName(stem: string, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${stem}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
