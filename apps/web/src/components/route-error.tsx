import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** What a page shows when it fails: the message and a retry, never a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Box sx={{ p: { xs: 2, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('error.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('error.title')}</AlertTitle>
        {error instanceof Error && error.message ? error.message : t('error.unknown')}
      </Alert>
    </Box>
  );
}
