import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Timeline } from '@/components/timeline';
import { TintedIcon } from '@/components/tinted-icon';
import { WithheldNote } from '@/components/withheld-note';
import type { IntlFormat } from '@/lib/intl-format';

type Activity = NonNullable<CrmDashboardAnswer['activity']>;

/** The newest invoice payments: client, invoice, method, amount and day (none for a role that may not read invoices). */
export function RecentTransactionsCard({
  transactions,
  format,
}: {
  transactions: CrmDashboardAnswer['recentTransactions'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('crm-dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('transactions.title')}
        subheader={t('transactions.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {transactions === null && <WithheldNote text={t('withheld.transactions')} />}
        {transactions?.length === 0 && (
          <Typography color="text.secondary">{t('transactions.none')}</Typography>
        )}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {transactions?.map((x) => (
            <Stack key={x.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <TintedIcon icon={IconCreditCard} tone="success" iconSize={20} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {x.client}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t('transactions.line', {
                    invoice: x.invoiceId,
                    method: t(`transactions.methods.${x.method}`, { defaultValue: x.method }),
                    date: format.date(`${x.paidOn}T00:00:00Z`),
                  })}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, color: 'success.main', flexShrink: 0 }}>
                {format.money(x.amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The newest writes (orders, users, payments) the reader may read, as a timeline, newest first. */
export function ActivityTimelineCard({
  activity,
  format,
}: {
  activity: CrmDashboardAnswer['activity'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('crm-dashboard');
  const detailOf = (a: Activity[number]) =>
    a.kind === 'order-status' && a.detail
      ? t(`activity.status.${a.detail}`, { defaultValue: a.detail })
      : a.kind === 'invoice-paid'
        ? t(`transactions.methods.${a.detail}`, { defaultValue: a.detail })
        : a.detail;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('activity.title')}
        subheader={t('activity.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {activity === null && <WithheldNote text={t('withheld.activity')} />}
        {activity?.length === 0 && <Typography color="text.secondary">{t('activity.none')}</Typography>}
        <Timeline
          testId="crm-activity"
          label={t('activity.title')}
          entries={(activity ?? []).map((a) => ({
            id: a.id,
            tone: a.kind.startsWith('order') ? 'primary' : a.kind === 'user-created' ? 'info' : 'success',
            title: t(`activity.kinds.${a.kind}`, { subject: a.subject, detail: detailOf(a) }),
            dateTime: a.at,
            time: `${format.date(a.at)} ${format.time(a.at)}`,
            caption: a.actor ? t('activity.by', { name: a.actor }) : undefined,
          }))}
        />
      </CardContent>
    </Card>
  );
}
