import { useTranslation } from 'react-i18next';
import { FilterSelect } from './filter-select';

type Props<S extends string> = {
  /** The area's namespace: `list.status`, `list.all` and `statuses.<status>`. */
  ns: string;
  statuses: readonly S[];
  value?: S;
  onChange: (status: S | undefined) => void;
};

/** The status filter in a list's toolbar, "All" first. */
export function StatusFilterSelect<S extends string>({ ns, statuses, value, onChange }: Props<S>) {
  const { t } = useTranslation(ns);
  return (
    <FilterSelect
      variant="toolbar"
      label={t('list.status')}
      allLabel={t('list.all')}
      value={value}
      options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      onChange={(status) => onChange(status as S | undefined)}
    />
  );
}
