import { newPassword } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/security';
import { useSecurityMessage } from '../use-security-message';
import { SettingsFormGrid } from './settings-form-grid';

const form = z
  .object({
    currentPassword: z.string().min(1, 'is required'),
    newPassword,
    confirm: z.string().min(1, 'is required'),
  })
  .refine((v) => v.newPassword === v.confirm, { message: 'must match the password', path: ['confirm'] });
type Form = z.infer<typeof form>;

/** Change the password with the current one; the other sessions end (the server does it). */
export function ChangePasswordCard() {
  const { t } = useTranslation('account-settings');
  const message = useSecurityMessage();
  const { notify } = useToast();
  const change = useChangePassword();
  const f = useForm<Form>({
    resolver: zodResolver(form),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = f.formState;
  const submit = f.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: next });
      f.reset();
      notify(t('password.done'));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const field of ['currentPassword', 'newPassword'] as const) {
        if (error.errors[field])
          f.setError(field, { type: 'server', message: error.errors[field] }, { shouldFocus: true });
      }
    }
  });
  const failure =
    change.error instanceof ApiError &&
    !change.error.errors.currentPassword &&
    !change.error.errors.newPassword
      ? change.error.status === 429
        ? t('password.throttled')
        : change.error.message
      : null;
  const field = (name: keyof Form, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      fullWidth
      {...f.register(name)}
      error={!!errors[name]}
      helperText={message(errors[name]?.message) ?? hint}
    />
  );
  return (
    <Card>
      <CardHeader title={t('password.title')} subheader={t('password.subtitle')} />
      <CardContent>
        <SettingsFormGrid onSubmit={submit} error={failure}>
          <Box sx={{ gridColumn: { md: '1 / 2' } }}>
            {field('currentPassword', t('password.current'), 'current-password')}
          </Box>
          <Box sx={{ gridColumn: { md: '1 / 2' } }}>
            {field('newPassword', t('password.new'), 'new-password', t('password.hint'))}
          </Box>
          <Box>{field('confirm', t('password.confirm'), 'new-password')}</Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {change.isPending ? t('saving') : t('password.submit')}
            </Button>
          </Box>
        </SettingsFormGrid>
      </CardContent>
    </Card>
  );
}
