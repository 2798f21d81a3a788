import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

/** A 'YYYY-MM-DD' day at noon UTC, so that no time zone shows it as the day before. */
export const dayOf = (isoDate: string) => `${isoDate}T12:00:00Z`;

/** The expiry date and, under it, the days left (or since it expired). */
export function LicenceExpiry({ expiresOn, daysLeft }: { expiresOn: string; daysLeft: number }) {
  const { t } = useTranslation('licence');
  const format = useIntlFormat();
  const hint =
    daysLeft === 0
      ? t('days.today')
      : daysLeft > 0
        ? t('days.left', { count: daysLeft })
        : t('days.ago', { count: -daysLeft });
  const color = daysLeft < 0 ? 'error.main' : daysLeft <= 30 ? 'warning.main' : 'text.secondary';
  return (
    <Box sx={{ lineHeight: 1.3 }}>
      <Typography variant="body2">{format.date(dayOf(expiresOn))}</Typography>
      <Typography variant="caption" sx={{ color }}>
        {hint}
      </Typography>
    </Box>
  );
}
