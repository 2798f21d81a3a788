import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/validation-message';

/** The server's and the forms' messages of this area in the reader's language; others as lib does. */
const OWN: [RegExp, string][] = [
  [/^is too common/, 'errors.common'],
  [/^must not contain your e-mail address or username$/, 'errors.personal'],
  [/^needs more different characters$/, 'errors.variety'],
  [/^is already taken$/, 'errors.taken'],
  [/^is invalid, already used or has expired$/, 'errors.link'],
  [/^is invalid or has expired$/, 'errors.link'],
  [/^must match the password$/, 'errors.match'],
  [/^is wrong or was already used$/, 'errors.code'],
  [/^must be 6 digits$/, 'errors.codeFormat'],
  [/^must look like ABCDE-12345$/, 'errors.recoveryFormat'],
  [/^is not your current password$/, 'errors.current'],
  [/^must differ from the current password$/, 'errors.same'],
  [/^has expired or was already used: sign in again$/, 'errors.challenge'],
];

export function useAuthMessage() {
  const { t } = useTranslation('auth');
  const common = useValidationMessage();
  return (message: string | undefined) => {
    if (!message) return message;
    const own = OWN.find(([pattern]) => pattern.test(message));
    return own ? t(own[1]) : common(message);
  };
}
