import { type AccountAnswer, emailChangeBody } from '@app/contracts/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useCancelEmailChange, useRequestEmailChange } from '../api/account';
import { SettingsFormGrid } from './settings-form-grid';

/** The address in use, a pending new one, and the form that asks for a change (with the password). */
export function EmailCard({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const form = useForm({
    resolver: zodResolver(emailChangeBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { submit, formError } = useFormSubmit(form, ['email', 'password'], async (values) => {
    await request.mutateAsync(values);
    form.reset();
    notify(t('email.sent', { email: values.email }));
  });
  return (
    <Card>
      <CardHeader title={t('email.title')} subheader={t('email.subtitle')} />
      <CardContent sx={{ display: 'grid', gap: 2.5 }}>
        <Typography>
          {t('email.current')} <strong>{account.email}</strong>
        </Typography>
        {account.pendingEmail && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(undefined, { onSuccess: () => notify(t('email.cancelled')) })}
              >
                {t('email.cancel')}
              </Button>
            }
          >
            {t('email.pending', { email: account.pendingEmail })}
          </Alert>
        )}
        <SettingsFormGrid onSubmit={submit} error={formError}>
          <FormField
            control={form.control}
            name="email"
            ns="account-settings"
            type="email"
            autoComplete="email"
            label={t('email.new')}
          />
          <FormField
            control={form.control}
            name="password"
            ns="account-settings"
            type="password"
            autoComplete="current-password"
            label={t('email.password')}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={request.isPending}>
              {request.isPending ? t('saving') : t('email.submit')}
            </Button>
          </Box>
        </SettingsFormGrid>
      </CardContent>
    </Card>
  );
}
