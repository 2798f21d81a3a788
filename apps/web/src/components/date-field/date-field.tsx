import TextField from '@mui/material/TextField';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/intl-format';
import type { DateFieldProps } from './date-field-props';

export type { DateFieldProps } from './date-field-props';

// MUI X's pickers weigh about 50 kB gzip (the time views a little more): fetched when a page first
// shows such a field, not with the page.
const DatePickerField = lazy(() =>
  import('./date-picker-field').then((m) => ({ default: m.DatePickerField })),
);
const DateTimePickerField = lazy(() =>
  import('./date-time-picker-field').then((m) => ({ default: m.DateTimePickerField })),
);

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** Formatters by language and kind: building one costs more than drawing the field. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The value in the reader's format while the picker loads: a calendar day, or a local day and time. */
function shownValue(value: string | undefined, language: string, withTime: boolean): string {
  if (!value) return '';
  const date = new Date(withTime ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language} ${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      intlLocaleOf(language),
      withTime ? { ...DAY, hour: '2-digit', minute: '2-digit' } : { ...DAY, timeZone: 'UTC' },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** The picker once loaded; meanwhile a disabled field of the same size with its label and value. */
function LazyPickerField({
  Picker,
  withTime,
  ...props
}: DateFieldProps & { Picker: ComponentType<DateFieldProps>; withTime: boolean }) {
  const { i18n } = useTranslation();
  const { label, value, size = 'small', fullWidth = true, sx, required, helperText, error } = props;
  return (
    <Suspense
      fallback={
        <TextField
          aria-busy="true"
          disabled
          label={label}
          value={shownValue(value, i18n.language, withTime)}
          {...{ size, fullWidth, sx, required, helperText, error }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}

/**
 * A day typed in the order and with the words of the interface language (MM/DD/YYYY in English,
 * JJ/MM/AAAA in French, right to left in Arabic), with a calendar beside it; the browser's own date
 * input would follow the browser's language instead. Values in and out are `YYYY-MM-DD` text, as the
 * contracts' schemas take them. Its label, value and room are shown while the picker loads.
 */
export function DateField(props: DateFieldProps) {
  return <LazyPickerField {...props} Picker={DatePickerField} withTime={false} />;
}

/**
 * A day and time, as `DateField` (same order, words and direction), then hours and minutes on the
 * language's clock (JJ/MM/AAAA hh:mm in French, MM/DD/YYYY hh:mm AM in English); its calendar has
 * the hours and minutes beside the days. Values in and out are `YYYY-MM-DDTHH:mm` text in local time.
 */
export function DateTimeField(props: DateFieldProps) {
  return <LazyPickerField {...props} Picker={DateTimePickerField} withTime />;
}
