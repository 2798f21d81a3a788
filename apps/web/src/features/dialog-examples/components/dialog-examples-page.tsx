import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/**
 * /pages/dialog-examples: the app's own dialogs, each opened from a tile and saving for real (the
 * route puts in the tiles that the account, role and referral areas export).
 */
export function DialogExamplesPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dialog-examples');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        {children}
      </Grid>
    </>
  );
}
