import { userLanguages } from '@app/contracts';
import { type AccountAnswer, accountUpdateBody } from '@app/contracts/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { settingsStore } from '@/app/settings/settings-store';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useSaveAccount } from '../api/account';
import { AvatarUpload } from './avatar-upload';

const FIELDS = ['fullName', 'contact', 'company', 'country', 'language'] as const;
/** The account's language that the interface can also speak switches it on save. */
const INTERFACE = { English: 'en', French: 'fr', Arabic: 'ar' } as const;

/** Picture, name, contact and language of the signed-in user. */
export function AccountDetailsCard({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveAccount();
  const form = useForm({
    resolver: zodResolver(accountUpdateBody),
    mode: 'onTouched',
    defaultValues: {
      fullName: account.fullName,
      contact: account.contact,
      company: account.company,
      country: account.country,
      language: account.language as (typeof userLanguages)[number],
    },
  });
  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset({ ...values });
    const lang = INTERFACE[saved.language as keyof typeof INTERFACE];
    if (lang) settingsStore.set({ language: lang });
    notify(t('account.saved'));
  });
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
    <Card>
      <CardHeader title={t('account.title')} subheader={t('account.subtitle')} />
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <AvatarUpload name={account.fullName} avatar={account.avatar} />
        <Divider />
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {formError && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {formError}
            </Alert>
          )}
          {field('fullName', 'name')}
          <TextField
            size="small"
            label={t('account.username')}
            value={account.username}
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
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('account.save')}
            </Button>
            <Button
              type="button"
              color="secondary"
              variant="outlined"
              disabled={!form.formState.isDirty || save.isPending}
              onClick={() => form.reset()}
            >
              {t('account.reset')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
