import { RECOVERY_CODES_LOW } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useDisableTwoFactor, useRenewRecoveryCodes } from '../api/security';
import { useSecurityMessage } from '../use-security-message';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoStepSetupDialog } from './two-step-setup-dialog';

type Props = { enabled: boolean; recoveryCodesLeft: number };
type Open = 'setup' | 'renew' | 'disable' | null;

/** Two-step sign-in: set up with a QR code, new recovery codes, or reset (turn off). */
export function TwoStepCard({ enabled, recoveryCodesLeft }: Props) {
  const { t } = useTranslation('account-settings');
  const message = useSecurityMessage();
  const { notify } = useToast();
  const [open, setOpen] = useState<Open>(null);
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const errorOf = (error: unknown) =>
    error instanceof ApiError
      ? error.status === 429
        ? t('password.throttled')
        : (message(error.errors.password) ?? error.message)
      : null;
  const close = () => {
    setOpen(null);
    renew.reset();
    disable.reset();
  };
  return (
    <Card>
      <CardHeader
        title={t('twoStep.title')}
        subheader={t('twoStep.subtitle')}
        action={
          <Chip
            label={enabled ? t('twoStep.on') : t('twoStep.off')}
            color={enabled ? 'success' : 'default'}
            variant="outlined"
            size="small"
          />
        }
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {enabled ? (
          <>
            <Typography>{t('twoStep.onText')}</Typography>
            <Typography color="text.secondary">{t('twoStep.left', { count: recoveryCodesLeft })}</Typography>
            {recoveryCodesLeft <= RECOVERY_CODES_LOW && (
              <Alert severity="warning">{t('twoStep.fewLeft', { count: recoveryCodesLeft })}</Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="outlined" onClick={() => setOpen('renew')}>
                {t('twoStep.renew')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setOpen('disable')}>
                {t('twoStep.reset')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography>{t('twoStep.offText')}</Typography>
            <Button variant="contained" onClick={() => setOpen('setup')} sx={{ alignSelf: 'flex-start' }}>
              {t('twoStep.enable')}
            </Button>
          </>
        )}
      </CardContent>
      {open === 'setup' && <TwoStepSetupDialog onClose={close} />}
      {open === 'renew' && (
        <PasswordConfirmDialog
          title={t('twoStep.renew')}
          description={t('twoStep.renewText')}
          confirmLabel={t('twoStep.renew')}
          pending={renew.isPending}
          error={errorOf(renew.error)}
          onConfirm={(password) => renew.mutate(password)}
          onClose={close}
          result={renew.data && <RecoveryCodesList codes={renew.data.recoveryCodes} />}
        />
      )}
      {open === 'disable' && (
        <PasswordConfirmDialog
          title={t('twoStep.resetTitle')}
          description={t('twoStep.resetText')}
          confirmLabel={t('twoStep.reset')}
          color="error"
          pending={disable.isPending}
          error={errorOf(disable.error)}
          onConfirm={(password) =>
            disable.mutate(password, {
              onSuccess: () => {
                close();
                notify(t('twoStep.resetDone'));
              },
            })
          }
          onClose={close}
        />
      )}
    </Card>
  );
}
