import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/validation-message';

const OWN: [RegExp, string][] = [
  [/^is too common/, 'errors.common'],
  [/^must not contain your e-mail address or username$/, 'errors.personal'],
  [/^needs more different characters$/, 'errors.variety'],
  [/^must match the password$/, 'errors.match'],
  [/^is wrong or was already used$/, 'errors.code'],
  [/^must be 6 digits$/, 'errors.codeFormat'],
  [/^is not your current password$/, 'errors.current'],
  [/^must differ from the current password$/, 'errors.same'],
];

/** The security calls' messages in the reader's language; the shared fragments as lib does. */
export function useSecurityMessage() {
  const { t } = useTranslation('account-settings');
  const common = useValidationMessage();
  return (message: string | undefined) => {
    if (!message) return message;
    const own = OWN.find(([pattern]) => pattern.test(message));
    return own ? t(own[1]) : common(message);
  };
}
