import { ApiError, accessToken, toSearchParams, unauthorizedWith } from './api-client';

export type ExportProgress = { rows: number; bytes: number };
type Query = Parameters<typeof toSearchParams>[0];

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the CSV records ended in a chunk: line feeds outside quoted cells (a doubled quote inside a
 * cell flips the state twice). Returns the count and whether the chunk ends inside a quoted cell.
 */
export function countRecords(chunk: Uint8Array, inQuotes: boolean): { records: number; inQuotes: boolean } {
  let records = 0;
  let quoted = inQuotes;
  for (const byte of chunk) {
    if (byte === QUOTE) quoted = !quoted;
    else if (byte === LINE_FEED && !quoted) records += 1;
  }
  return { records, inQuotes: quoted };
}

/** `users-2024-05-31.csv`: the stem and the local date, when the server names no file. */
export function datedFileName(stem: string, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${stem}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** `orders-2026-05-31.csv` from `attachment; filename="orders-2026-05-31.csv"`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  return new ApiError(res.status, body.message ?? `Request failed (${res.status})`, body.errors ?? {});
}

/**
 * Streams a list's CSV export from the API with the session's token, reporting the rows and bytes
 * received after each chunk, then saves it as a file. Resolves with the number of rows: the file
 * has CRLF between lines and none at the end, so each line break outside quotes starts a row.
 */
export async function downloadExport(
  path: string,
  query: Query,
  fallbackName: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<number> {
  const token = accessToken();
  const qs = toSearchParams(query).toString();
  const res = await fetch(`/api${path}${qs ? `?${qs}` : ''}`, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  unauthorizedWith(token, res.status);
  if (!res.ok || !res.body) throw await failure(res);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let records = 0;
  let bytes = 0;
  let inQuotes = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    const counted = countRecords(value, inQuotes);
    records += counted.records;
    inQuotes = counted.inQuotes;
    onProgress({ rows: records, bytes });
  }
  saveFile(
    new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    attachmentName(res.headers.get('content-disposition'), fallbackName),
  );
  return records;
}

/** Saves a blob as a downloaded file named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
