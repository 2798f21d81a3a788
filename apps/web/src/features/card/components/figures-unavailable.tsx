import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { TintedIcon } from '@/components/tinted-icon';

type Props = {
  /** Whose figures: `shop` or `crm`. */
  area: 'shop' | 'crm';
  /** False: the reader's role may not read them. */
  allowed: boolean;
  /** The query failed: the reason and a retry instead. */
  failed?: boolean;
  onRetry?: () => void;
};

/** In place of a card over figures the reader may not read, or that failed to load: says which and why. */
export function FiguresUnavailable({ area, allowed, failed, onRetry }: Props) {
  const { t } = useTranslation('card');
  if (allowed && failed && onRetry) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={onRetry}>
        {t(`unavailable.failed.${area}`)}
      </RetryAlert>
    );
  }
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TintedIcon icon={IconLock} tone="secondary" />
        <div>
          <Typography sx={{ fontWeight: 500 }}>{t('unavailable.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`unavailable.denied.${area}`)}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
