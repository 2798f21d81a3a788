import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from './date-field-props';
import { dayjsLocaleOf, pickerTexts } from './date-localization';

/** The text of a picker's value: a day, or a day and a local time. */
export type ValueFormat = 'YYYY-MM-DD' | 'YYYY-MM-DDTHH:mm';

/** A value or bound given as text, as the pickers take it (`YYYY-MM-DD…` is read in local time). */
export const parseValue = (text: string | undefined): Dayjs | null => (text ? dayjs(text) : null);
export const boundOf = (text: string | undefined): Dayjs | undefined => parseValue(text) ?? undefined;

/**
 * The picker's own value and its change handler. While a value is half typed it is an invalid date,
 * which the form holds as ''; a new value from the form replaces it unless it is the same value.
 * Values go out in English digits whatever the field's locale (the Arabic locale writes ٢٠٢٦).
 */
export function usePickerValue(
  value: string | undefined,
  onChange: (value: string) => void,
  format: ValueFormat,
) {
  const text = (date: Dayjs | null) => (date?.isValid() ? date.locale('en').format(format) : '');
  const [date, setDate] = useState(() => parseValue(value));
  const [given, setGiven] = useState(value ?? '');
  if ((value ?? '') !== given) {
    setGiven(value ?? '');
    if (text(date) !== (value ?? '')) setDate(parseValue(value));
  }
  const change = (next: Dayjs | null) => {
    setDate(next);
    onChange(text(next));
  };
  return { date, change };
}

/**
 * The pickers' adapter in the interface language: its dayjs locale sets the order of the sections,
 * the app's strings their placeholders and labels.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const texts = useMemo(() => pickerTexts(language, t), [language, t]);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocaleOf(language)}
      localeText={texts}
    >
      {children}
    </LocalizationProvider>
  );
}

/** The props every picker of the app takes alike: its label, form wiring and text field. */
export function commonPickerProps({
  label,
  size = 'small',
  fullWidth = true,
  inputRef,
  name,
  disabled,
  readOnly,
  sx,
  required,
  error,
  helperText,
  onBlur,
}: DateFieldProps) {
  return {
    label,
    inputRef,
    name,
    disabled,
    readOnly,
    sx,
    slotProps: { textField: { size, fullWidth, required, error, helperText, onBlur } },
  };
}
