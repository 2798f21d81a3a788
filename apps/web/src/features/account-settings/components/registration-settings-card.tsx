import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { registrationSettingsQueryOptions, useSaveRegistrationSettings } from '../api/security';

/** For administrators: whether anyone may sign up, and the role a new account gets. */
export function RegistrationSettingsCard() {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const query = useQuery(registrationSettingsQueryOptions());
  const save = useSaveRegistrationSettings();
  const [open, setOpen] = useState(true);
  const [role, setRole] = useState('');
  useEffect(() => {
    if (query.data) {
      setOpen(query.data.open);
      setRole(query.data.defaultRole);
    }
  }, [query.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ open, defaultRole: role }, { onSuccess: () => notify(t('registration.saved')) });
  };
  return (
    <Card>
      <CardHeader title={t('registration.title')} subheader={t('registration.subtitle')} />
      <CardContent>
        {query.isPending && <Skeleton variant="rounded" height={120} />}
        {query.isError && (
          <RetryAlert retryLabel={t('retry')} onRetry={() => query.refetch()}>
            {t('loadError')}
          </RetryAlert>
        )}
        {query.data && (
          <Box
            component="form"
            onSubmit={submit}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 480 }}
          >
            {save.error instanceof ApiError && <Alert severity="error">{save.error.message}</Alert>}
            <FormControlLabel
              control={<Switch checked={open} onChange={(e) => setOpen(e.target.checked)} />}
              label={open ? t('registration.open') : t('registration.closed')}
            />
            <TextField
              select
              label={t('registration.role')}
              value={role}
              onChange={(e) => setRole(e.target.value)}
              helperText={t('registration.roleHint')}
            >
              {query.data.roles.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {save.isPending ? t('saving') : t('registration.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
