import type { AuditEntry, AuditFieldChange } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A column name as the interface names it (`useFieldLabel`). */
type FieldLabel = (field: string) => string;

const SHOWN = 4;
const MAX_TEXT = 120;

function valueText(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

function FieldChange({
  field,
  change,
  action,
  label,
}: {
  field: string;
  change: AuditFieldChange;
  action: AuditEntry['action'];
  label: FieldLabel;
}) {
  const { t } = useTranslation('audit');
  const rtl = useTheme().direction === 'rtl';
  const empty = t('empty');
  return (
    <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {/* An unknown field shows its column name, in Latin letters: isolated, so the colon stays at its end in RTL. */}
      <Box component="bdi" sx={{ fontWeight: 500 }}>
        {label(field)}
      </Box>
      :{' '}
      {change.changed ? (
        <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('secretChanged')}
        </Box>
      ) : (
        <>
          {action !== 'insert' && (
            <Box
              component="span"
              dir="auto"
              sx={{
                color: 'text.secondary',
                textDecoration: action === 'update' ? 'line-through' : undefined,
              }}
            >
              {valueText(change.before, empty)}
            </Box>
          )}
          {action === 'update' && (
            <Box component="span" aria-hidden sx={{ mx: 0.5 }}>
              {rtl ? '←' : '→'}
            </Box>
          )}
          {action !== 'delete' && (
            <Box component="span" dir="auto" sx={{ color: 'text.primary' }}>
              {valueText(change.after, empty)}
            </Box>
          )}
        </>
      )}
    </Typography>
  );
}

/** The changed fields of an entry, field by field: before → after; a few first, the rest on demand. */
export function AuditChanges({ entry, label }: { entry: AuditEntry; label: FieldLabel }) {
  const { t } = useTranslation('audit');
  const [all, setAll] = useState(false);
  const fields = Object.entries(entry.changes);
  const shown = all ? fields : fields.slice(0, SHOWN);
  return (
    <Box sx={{ py: 1 }}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
        {shown.map(([field, change]) => (
          <FieldChange key={field} field={field} change={change} action={entry.action} label={label} />
        ))}
      </Box>
      {fields.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ px: 0, minWidth: 0 }}>
          {all ? t('showLess') : t('moreFields', { count: fields.length - SHOWN })}
        </Button>
      )}
    </Box>
  );
}
