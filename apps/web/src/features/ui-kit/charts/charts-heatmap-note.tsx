import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** Under the /charts index: why there is no heat map page (MUI X's heat map is in its paid Pro edition). */
export function ChartsHeatmapNote() {
  const { t } = useTranslation('ui-kit');
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 3 }}>
      <AlertTitle component="h2">{t('charts.heatmap.title')}</AlertTitle>
      {t('charts.heatmap.body')}
    </Alert>
  );
}
