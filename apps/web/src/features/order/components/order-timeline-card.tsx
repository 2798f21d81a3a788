import type { OrderEvent } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { Timeline } from '@/components/timeline';
import { useIntlFormat } from '@/lib/intl-format';
import { toTimeline } from '../lib/order-timeline';

/** Everything that happened to the order, newest first; the top entry is where it stands now. */
export function OrderTimelineCard({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const entries = toTimeline(events).map((entry) => {
    const values = {
      ...entry.values,
      ...(typeof entry.values.status === 'string'
        ? { status: t(`statuses.${entry.values.status}`, { defaultValue: entry.values.status }) }
        : {}),
    };
    return {
      id: entry.id,
      title: t(`timeline.${entry.key}`, values),
      dateTime: entry.createdAt,
      time: format.dateTime(entry.createdAt),
      note: entry.note || undefined,
      caption:
        entry.actor || entry.key === 'placed'
          ? entry.actor
            ? t('timeline.by', { name: entry.actor })
            : t('timeline.byCustomer')
          : undefined,
      current: entry.current,
    };
  });
  return (
    <Card>
      <CardHeader title={t('timeline.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Timeline label={t('timeline.title')} entries={entries} />
      </CardContent>
    </Card>
  );
}
