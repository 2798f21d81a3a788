import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useEnableTwoFactor, useSetupTwoFactor } from '../api/security';
import { useSecurityMessage } from '../use-security-message';
import { DialogDone } from './password-confirm-dialog';
import { RecoveryCodesList } from './recovery-codes-list';

/** Scan the QR code (or type the key), confirm with a first code, then keep the recovery codes. */
export function TwoStepSetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account-settings');
  const message = useSecurityMessage();
  const titleId = useId();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      setup.mutate();
    }
  }, [setup]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code)) {
      setCodeError(t('errors.codeFormat'));
      return;
    }
    setCodeError(null);
    try {
      await enable.mutateAsync(code);
    } catch (error) {
      if (error instanceof ApiError) {
        setCodeError(
          error.status === 429 ? t('twoStep.throttled') : (message(error.errors.code) ?? error.message),
        );
      }
    }
  };
  const codes = enable.data?.recoveryCodes;

  return (
    <Dialog
      open
      onClose={enable.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{codes ? t('twoStep.enabledTitle') : t('twoStep.setupTitle')}</DialogTitle>
      {codes ? (
        <DialogDone onClose={onClose}>
          <RecoveryCodesList codes={codes} />
        </DialogDone>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {setup.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('loading')} />}
            {setup.isError && (
              <Alert severity="error">
                {setup.error instanceof ApiError ? setup.error.message : t('loadError')}
              </Alert>
            )}
            {setup.data && (
              <>
                <Typography color="text.secondary">{t('twoStep.scan')}</Typography>
                <Box
                  component="img"
                  src={setup.data.qrCode}
                  alt={t('twoStep.qrAlt')}
                  width={220}
                  height={220}
                  sx={{ alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('twoStep.manual')}
                </Typography>
                <Typography
                  data-testid="totp-secret"
                  dir="ltr"
                  sx={{
                    fontFamily: 'monospace',
                    wordBreak: 'break-all',
                    bgcolor: 'action.hover',
                    p: 1,
                    borderRadius: 1,
                  }}
                >
                  {setup.data.secret}
                </Typography>
                <TextField
                  label={t('twoStep.code')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  autoComplete="one-time-code"
                  error={!!codeError}
                  helperText={codeError ?? t('twoStep.codeHint')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={enable.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!setup.data || enable.isPending}>
              {t('twoStep.verify')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
