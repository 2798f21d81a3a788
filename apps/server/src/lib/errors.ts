/** An error with the status and answer body the client should see. Anything else becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown> | null,
    /** Headers the answer carries (`Retry-After` of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${statusCode}`);
  }
}

/** 429 with the minutes to wait in words and the seconds in Retry-After. */
export function tooManyRequests(what: string, seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    { message: `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
    { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) },
  );
}

export const notFound = (message: string) => new HttpError(404, { message });
export const badRequest = (field: string, reason: string) =>
  new HttpError(400, { message: `${field} ${reason}`, errors: { [field]: reason } });
export const conflict = (field: string, reason: string) =>
  new HttpError(409, { message: `${field} ${reason}`, errors: { [field]: reason } });

/** Postgres unique_violation, raised by a concurrent insert that passed the early check. */
export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
