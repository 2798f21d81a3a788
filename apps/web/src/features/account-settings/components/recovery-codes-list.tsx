import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';

/** The ten recovery codes, shown once, with copy. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify(t('twoStep.copied'));
    } catch {
      notify(t('twoStep.copyFailed'), 'error');
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="warning">{t('twoStep.saveCodes')}</Alert>
      <Box
        component="ul"
        aria-label={t('twoStep.recoveryCodes')}
        dir="ltr"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={<IconCopy size={18} />}
        onClick={copy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('twoStep.copy')}
      </Button>
    </Box>
  );
}
