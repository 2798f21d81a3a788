import { useTranslation } from 'react-i18next';

/**
 * The contracts' zod schemas speak English fragments ("is required", "must be at most 100") that the
 * server also returns. This maps each known fragment to a key of the `common` namespace, with its
 * number, so a field shows a sentence in the reader's language. Unknown messages pass through.
 */
const PATTERNS: [RegExp, string][] = [
  [/^is required$/, 'validation.required'],
  [/^is too long$/, 'validation.tooLong'],
  [/^must be an e-mail address$/, 'validation.email'],
  [/^must be a whole number$/, 'validation.integer'],
  [/^must be positive$/, 'validation.positive'],
  [/^must be at least (\d+)$/, 'validation.min'],
  [/^must be at most (\d+)$/, 'validation.max'],
  [/^must have at least (\d+) characters$/, 'validation.minLength'],
  [/^must have at most (\d+) characters$/, 'validation.maxLength'],
  [/^must be accepted$/, 'validation.accepted'],
  [/^may only contain letters, digits, dots, dashes and underscores$/, 'validation.username'],
  [/^must not contain line breaks or other control characters$/, 'validation.controlCharacters'],
  [/^is too common: it appears in lists of leaked passwords$/, 'validation.commonPassword'],
];

type Translate = (key: string, options: { count?: number; defaultValue: string }) => string;

export function translateValidation(message: string | undefined, t: Translate): string | undefined {
  if (!message) return message;
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(key, { defaultValue: message, ...(match[1] ? { count: Number(match[1]) } : {}) });
  }
  return message;
}

/** `(message) => translated message`, for a field's helper text. */
export function useValidationMessage() {
  const { t } = useTranslation('common');
  return (message: string | undefined) => translateValidation(message, t as Translate);
}
