import { z } from 'zod';

export const CONTROL_CHARACTERS_TEXT = 'must not contain line breaks or other control characters';

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. A name holding
 * them breaks the header of a mail it is put in (CR/LF), a CSV export's row and a log line.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** A text field without control characters, trimmed first (a trailing newline is simply dropped). */
export const singleLine = (max: number) =>
  z
    .string('must be text')
    .trim()
    .max(max, 'is too long')
    .refine((value) => !CONTROL.test(value), CONTROL_CHARACTERS_TEXT);

/** A person's (a card holder's, a customer's) name: at least 2 characters, on one line. */
export const personName = (max = 100, tooShort = 'must have at least 2 characters') =>
  singleLine(max).min(2, tooShort);
