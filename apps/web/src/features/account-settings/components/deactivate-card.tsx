import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { useDeactivateAccount } from '../api/account';
import { useSecurityMessage } from '../use-security-message';
import { PasswordConfirmDialog } from './password-confirm-dialog';

/** Deactivating one's own account: tick, then the password in a dialog; the session ends. */
export function DeactivateCard() {
  const { t } = useTranslation('account-settings');
  const message = useSecurityMessage();
  const { notify } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deactivate = useDeactivateAccount();
  const [ticked, setTicked] = useState(false);
  const [asking, setAsking] = useState(false);
  const error =
    deactivate.error instanceof ApiError
      ? (message(deactivate.error.errors.password) ?? deactivate.error.message)
      : null;
  const confirm = (password: string) =>
    deactivate.mutate(
      { password, confirm: true },
      {
        onSuccess: () => {
          setAsking(false);
          sessionStore.clear();
          queryClient.clear();
          notify(t('deactivate.done'));
          void navigate({ to: '/login' });
        },
      },
    );
  return (
    <Card>
      <CardHeader title={t('deactivate.title')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">
          <strong>{t('deactivate.sure')}</strong>
          <Box component="span" sx={{ display: 'block' }}>
            {t('deactivate.text')}
          </Box>
        </Alert>
        <FormControlLabel
          control={<Checkbox checked={ticked} onChange={(_, on) => setTicked(on)} />}
          label={t('deactivate.confirm')}
        />
        <div>
          <Button variant="contained" color="error" disabled={!ticked} onClick={() => setAsking(true)}>
            {t('deactivate.button')}
          </Button>
        </div>
      </CardContent>
      {asking && (
        <PasswordConfirmDialog
          title={t('deactivate.dialogTitle')}
          description={t('deactivate.dialogText')}
          confirmLabel={t('deactivate.button')}
          color="error"
          pending={deactivate.isPending}
          error={error}
          onConfirm={confirm}
          onClose={() => {
            deactivate.reset();
            setAsking(false);
          }}
        />
      )}
    </Card>
  );
}
