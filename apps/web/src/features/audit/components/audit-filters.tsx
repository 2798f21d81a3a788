import { auditActions, auditTables } from '@app/contracts';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { AuditListSearch } from '../audit-search';

type Filters = Pick<AuditListSearch, 'table' | 'action' | 'recordId' | 'from' | 'to'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Record type, action, record id and the date range; an empty choice means "all". */
export function AuditFilters({ value, onChange }: Props) {
  const { t } = useTranslation('audit');
  const tables = auditTables
    .map((table) => ({ value: table, label: t(`tables.${table}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const date = (field: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      fullWidth
      label={t(`filters.${field}`)}
      value={value[field] ?? ''}
      onChange={(e) => onChange({ [field]: e.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '9999-12-31' } }}
    />
  );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FilterSelect
          label={t('filters.table')}
          allLabel={t('filters.all')}
          value={value.table}
          options={tables}
          onChange={(table) => onChange({ table: table as Filters['table'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 2 }}>
        <FilterSelect
          label={t('filters.action')}
          allLabel={t('filters.all')}
          value={value.action}
          options={auditActions.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
          onChange={(action) => onChange({ action: action as Filters['action'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <TextField
          size="small"
          fullWidth
          label={t('filters.recordId')}
          value={value.recordId ?? ''}
          onChange={(e) => onChange({ recordId: e.target.value || undefined })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2.5 }}>{date('from')}</Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2.5 }}>{date('to')}</Grid>
    </Grid>
  );
}
