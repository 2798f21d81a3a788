/** A byte range of a file, both ends included. */
export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * `start-end`, `start-` or the suffix `-length`; an end past the file is cut to its last byte.
 * Answers null when the whole file should be sent (no header, another unit, several ranges, a
 * header that does not parse: the RFC lets a server ignore those), and 'unsatisfiable' when the range
 * starts past the end (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (match[2] && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
