import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/data-table/list-states';
import { PageHeader } from '@/components/page-header';
import { type DateRangeSearch, toRangeQuery } from '@/lib/date-range';
import type { IntlFormat } from '@/lib/intl-format';
import { DateRangeControl } from './date-range-control';

type Period = { from: string; to: string };

type Props = {
  title: string;
  /** The subtitle until the figures (and so the exact period) arrive. */
  waiting: string;
  /** The answer's period and the one it is compared with, once they are in. */
  periods?: { period: Period; previousPeriod: Period };
  /** The period the URL asks for: the control shows it at once, before the figures arrive. */
  requested: DateRangeSearch;
  /** The feature's locale namespace, for the retry texts. */
  ns: string;
  query: { isError: boolean; error: Error | null; refetch: () => unknown; hasData: boolean };
  onSearchChange: (range: DateRangeSearch) => void;
  format: IntlFormat;
  /** The cards; shown while loading too, each with its own skeleton. */
  children: ReactNode;
};

/**
 * What every period dashboard shares (docs/dashboards.md): the title, "from … to …, compared with …",
 * the period control, and the cards, or a retry when the figures could not be loaded.
 */
export function DashboardFrame({
  title,
  waiting,
  periods,
  requested,
  ns,
  query,
  onSearchChange,
  format,
  children,
}: Props) {
  const { t } = useTranslation();
  const day = (d: string) => format.date(`${d}T00:00:00Z`);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          periods
            ? t('dateRange.compared', {
                from: day(periods.period.from),
                to: day(periods.period.to),
                previousFrom: day(periods.previousPeriod.from),
                previousTo: day(periods.previousPeriod.to),
              })
            : waiting
        }
        actions={
          <DateRangeControl
            value={shownPeriod(requested, periods?.period)}
            onChange={onSearchChange}
            format={format}
          />
        }
      />
      {query.isError && !query.hasData ? (
        <ListError ns={ns} message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />
      ) : (
        children
      )}
    </>
  );
}

/** The URL's period when it names both days (the server's default spelled out otherwise). */
function shownPeriod(requested: DateRangeSearch, answered: Period | undefined): Period | undefined {
  const { from, to } = toRangeQuery(requested);
  return from && to ? { from, to } : answered;
}

/**
 * The cards' style while they still show the previous period's figures (`data-stale` set): dimmed.
 * One class for both states, so a new period adds no style rule to the page (which would make the
 * browser recompute every element's style on the press).
 */
export const staleFiguresSx = { transition: 'opacity .2s', '&[data-stale]': { opacity: 0.6 } } as const;
