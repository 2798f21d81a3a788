import { auditActions, auditTables } from '@app/contracts';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { dateRangeFilterFields, FilterRow } from '@/components/data-table/filter-row';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { AuditListSearch } from '../audit-search';
import { AuditActorFilter } from './audit-actor-filter';

type Filters = Pick<AuditListSearch, 'table' | 'action' | 'actorId' | 'recordId' | 'from' | 'to'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Record type, action, user, record id and the date range; an empty choice means "all". */
export function AuditFilters({ value, onChange }: Props) {
  const { t } = useTranslation('audit');
  const tables = auditTables
    .map((table) => ({ value: table, label: t(`tables.${table}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  // Two lines of three from md up: a native date field needs about 170 px to show its day whole.
  return (
    <FilterRow columns={{ sm: 2, md: 3 }}>
      <FilterSelect
        key="table"
        label={t('filters.table')}
        allLabel={t('filters.all')}
        value={value.table}
        options={tables}
        onChange={(table) => onChange({ table: table as Filters['table'] })}
      />
      <FilterSelect
        key="action"
        label={t('filters.action')}
        allLabel={t('filters.all')}
        value={value.action}
        options={auditActions.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
        onChange={(action) => onChange({ action: action as Filters['action'] })}
      />
      <AuditActorFilter key="actor" value={value.actorId} onChange={(actorId) => onChange({ actorId })} />
      <TextField
        key="recordId"
        size="small"
        fullWidth
        label={t('filters.recordId')}
        value={value.recordId ?? ''}
        onChange={(e) => onChange({ recordId: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {dateRangeFilterFields({
        fields: ['from', 'to'],
        label: (field) => t(`filters.${field}`),
        value,
        onChange,
      })}
    </FilterRow>
  );
}
