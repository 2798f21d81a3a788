/** An error with the status and answer body the client should see. Anything else becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown> | null,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${statusCode}`);
  }
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
