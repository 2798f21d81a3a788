import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/intl-format';
import type { DateFieldProps } from './date-picker-field';

export type { DateFieldProps } from './date-picker-field';

// MUI X's picker weighs about 50 kB gzip: fetched when a page first shows a date field, not with the page.
const DatePickerField = lazy(() =>
  import('./date-picker-field').then((m) => ({ default: m.DatePickerField })),
);

/** The day in the reader's format while the picker loads (`YYYY-MM-DD` read as a calendar day). */
function shownDay(day: string | undefined, language: string): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A day typed in the order and with the words of the interface language (MM/DD/YYYY in English,
 * JJ/MM/AAAA in French, right to left in Arabic), with a calendar beside it; the browser's own date
 * input would follow the browser's language instead. Values in and out are `YYYY-MM-DD` text, as the
 * contracts' schemas take them. Its label, value and room are shown while the picker loads.
 */
export function DateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  const { label, value, size = 'small', fullWidth = true, sx, required, helperText, error } = props;
  return (
    <Suspense
      fallback={
        <TextField
          aria-busy="true"
          disabled
          label={label}
          value={shownDay(value, i18n.language)}
          {...{ size, fullWidth, sx, required, helperText, error }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <DatePickerField {...props} />
    </Suspense>
  );
}
