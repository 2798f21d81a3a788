import type { InvoiceStatus } from '@app/contracts';
import {
  type Icon,
  IconAlertTriangle,
  IconCircleCheck,
  IconFileInvoice,
  IconHourglass,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatTone } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { invoiceStatsQueryOptions } from '../api/get-invoices';

type Card = {
  key: string;
  icon: Icon;
  tone: StatTone;
  statuses: InvoiceStatus[] | null;
  sum: 'total' | 'balance';
};
const CARDS: Card[] = [
  { key: 'all', icon: IconFileInvoice, tone: 'primary', statuses: null, sum: 'total' },
  { key: 'paid', icon: IconCircleCheck, tone: 'success', statuses: ['Paid'], sum: 'total' },
  {
    key: 'open',
    icon: IconHourglass,
    tone: 'warning',
    statuses: ['Sent', 'Downloaded', 'Partial Payment'],
    sum: 'balance',
  },
  { key: 'pastDue', icon: IconAlertTriangle, tone: 'error', statuses: ['Past Due'], sum: 'balance' },
];

/** Counts and sums: all invoices, paid, awaiting payment (what is still owed) and past due. */
export function InvoiceStatCards() {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const stats = useQuery(invoiceStatsQueryOptions());
  const data = stats.data;
  return (
    <StatCardGrid
      label={t('stats.label')}
      items={CARDS.map(({ key, icon, tone, statuses, sum }) => {
        const rows = data ? data.byStatus.filter((s) => !statuses || statuses.includes(s.status)) : [];
        const count = rows.reduce((n, s) => n + s.count, 0);
        const amount = rows.reduce((n, s) => n + s[sum], 0);
        return {
          key,
          card: (
            <StatCard
              title={t(`stats.${key}`)}
              value={stats.isError ? '—' : data ? format.money(amount) : undefined}
              hint={
                stats.isError
                  ? t('stats.unavailable')
                  : t(`stats.${sum}Hint`, { count, invoices: format.number(count) })
              }
              icon={icon}
              tone={tone}
            />
          ),
        };
      })}
    />
  );
}
