import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * A page's data failed to load: say so, give the reason and a way to try again. Texts come from the
 * area's namespace: `error.title`, `error.retry`, `error.unknown`, `error.offline`, `error.server`.
 */
export function LoadError({ error, reset, ns }: ErrorComponentProps & { ns: string }) {
  const { t } = useTranslation(ns);
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // A refusal (4xx) explains itself; an outage gets words in the reader's language.
  const describe = (e: unknown) => {
    if (!(e instanceof ApiError)) return t('error.unknown');
    if (e.status === 0) return t('error.offline');
    return e.status < 500 ? e.message : t('error.server');
  };
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Box sx={{ py: { xs: 2, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', bgcolor: 'background.paper' }}
        action={
          <Button color="inherit" size="small" startIcon={<IconRefresh size={16} />} onClick={retry}>
            {t('error.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('error.title')}</AlertTitle>
        {describe(error)}
      </Alert>
    </Box>
  );
}
