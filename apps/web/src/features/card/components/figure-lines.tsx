import type { CrmDashboardAnswer, EcommerceDashboardAnswer } from '@app/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

/** A label and its figure on one line. */
function FigureLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Stack>
  );
}

/** The shop's period: revenue, orders and the average order. */
export function ShopFigureLines({
  totals,
  format,
}: {
  totals: EcommerceDashboardAnswer['totals'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('card');
  return (
    <Stack spacing={1.5}>
      <FigureLine label={t('figures.revenue')} value={format.money(totals.revenue)} />
      <FigureLine label={t('figures.orders')} value={format.number(totals.orders)} />
      <FigureLine label={t('figures.averageOrder')} value={format.money(totals.averageOrderValue)} />
    </Stack>
  );
}

/** The user base now: all users, active and pending ones. */
export function UserFigureLines({
  totals,
  format,
}: {
  totals: CrmDashboardAnswer['totals'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('card');
  return (
    <Stack spacing={1.5}>
      <FigureLine label={t('figures.users')} value={format.number(totals.users)} />
      <FigureLine label={t('figures.active')} value={format.number(totals.active)} />
      <FigureLine label={t('figures.pending')} value={format.number(totals.pending)} />
    </Stack>
  );
}
