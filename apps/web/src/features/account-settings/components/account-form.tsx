import { userLanguages } from '@app/contracts';
import { type AccountAnswer, accountUpdateBody } from '@app/contracts/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { settingsStore } from '@/lib/settings/settings-store';
import { useSaveAccount } from '../api/account';

const FIELDS = ['fullName', 'contact', 'company', 'country', 'language'] as const;
/** The account's language that the interface can also speak switches it on save. */
const INTERFACE = { English: 'en', French: 'fr', Arabic: 'ar' } as const;

const valuesOf = (account: AccountAnswer) => ({
  fullName: account.fullName,
  contact: account.contact,
  company: account.company,
  country: account.country,
  language: account.language as (typeof userLanguages)[number],
});
type Values = ReturnType<typeof valuesOf>;

/**
 * The signed-in user's name, contact and language, checked with the API's rules; saving switches the
 * interface to the account's language and says so. Used by the account tab's card and by the "edit
 * user information" dialog.
 */
export function useAccountForm(account: AccountAnswer, onSaved?: () => void) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveAccount();
  const form = useForm({
    resolver: zodResolver(accountUpdateBody),
    mode: 'onTouched',
    defaultValues: valuesOf(account),
  });
  const done = (saved: AccountAnswer) => {
    form.reset(valuesOf(saved));
    const lang = INTERFACE[saved.language as keyof typeof INTERFACE];
    if (lang) settingsStore.set({ language: lang });
    notify(t('account.saved'));
    onSaved?.();
  };
  // The user's row, which an admin's user form edits too: a save over a newer version compares.
  const conflict = useConflictAwareSave<Values, AccountAnswer>({
    loaded: { version: account.version, values: valuesOf(account) },
    fields: FIELDS.map((name) => ({
      name,
      label: t(`account.${name}`),
      format: name === 'language' ? (v) => t(`languages.${String(v)}`) : undefined,
    })),
    fromDetail: (detail) => ({ version: detail.version, values: valuesOf(detail) }),
    save: (values, version) => save.mutateAsync({ ...values, version }),
    onSaved: done,
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => fail(error),
  });
  const { submit, formError, fail } = useFormSubmit(form, FIELDS, (values) => conflict.submit(values));
  return { form, submit, formError, pending: save.isPending, conflictDialog: conflict.dialog };
}

/** The fields of `useAccountForm`; the username shows, not editable. */
export function AccountFields({ form, username }: { form: UseFormReturn<Values>; username: string }) {
  const { t } = useTranslation('account-settings');
  const field = (name: (typeof FIELDS)[number], autoComplete?: string) => (
    <FormField
      control={form.control}
      name={name}
      ns="account-settings"
      label={t(`account.${name}`)}
      autoComplete={autoComplete}
    />
  );
  return (
    <>
      {field('fullName', 'name')}
      <TextField
        size="small"
        label={t('account.username')}
        value={username}
        disabled
        helperText={t('account.usernameHint')}
      />
      {field('contact', 'tel')}
      {field('company', 'organization')}
      {field('country', 'country-name')}
      <FormField
        control={form.control}
        name="language"
        ns="account-settings"
        label={t('account.language')}
        options={userLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        helperText={t('account.languageHint')}
      />
    </>
  );
}
