import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { FilterRow } from './filter-row';
import { FilterSelect, type FilterSelectProps } from './filter-select';

type Props = { filters: (Omit<FilterSelectProps, 'variant' | 'sx'> & { key: string })[] };

/** The filters card of a list: its selects side by side on wide screens, one under another on a phone. */
export function ListFilters({ filters }: Props) {
  return (
    <FilterRow>
      {filters.map(({ key, ...filter }) => (
        <FilterSelect key={key} {...filter} />
      ))}
    </FilterRow>
  );
}

/** The top of a list's card: its title (an h2), an optional subtitle, the filters, then a rule. */
export function ListFiltersSection(props: { title: string; subheader?: ReactNode; children: ReactNode }) {
  return (
    <>
      <CardHeader
        title={props.title}
        subheader={props.subheader}
        slotProps={{ title: { component: 'h2' } }}
        sx={{ px: 3, pt: 3 }}
      />
      <CardContent sx={{ px: 3, pt: 0, pb: 3 }}>{props.children}</CardContent>
      <Divider />
    </>
  );
}

type Translate = (key: string) => string;

/**
 * The status filter of a list's filters card, from the area's `filters.status`, `filters.all` and
 * `statuses.<status>` texts (`t` is the area's).
 */
export function statusFilter<S extends string>(
  t: Translate,
  statuses: readonly S[],
  value: S | undefined,
  onChange: (status: S | undefined) => void,
) {
  return {
    key: 'status',
    label: t('filters.status'),
    allLabel: t('filters.all'),
    value,
    options: statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
    onChange: (status?: string) => onChange(status as S | undefined),
  };
}
