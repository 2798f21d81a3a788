import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocaleOf, pickerTexts } from './date-localization';

export type DateFieldProps = {
  label: string;
  /** The day as `YYYY-MM-DD`, or '' / undefined for none. */
  value: string | undefined;
  /** The typed or chosen day as `YYYY-MM-DD`; '' while the field is empty or incomplete. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The last day the calendar offers, as `YYYY-MM-DD`. */
  max?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

const parse = (day: string | undefined): Dayjs | null => (day ? dayjs(day) : null);
// In English digits whatever the field's locale: the Arabic locale writes ٢٠٢٦.
const toDay = (date: Dayjs | null): string => (date?.isValid() ? date.locale('en').format('YYYY-MM-DD') : '');

/**
 * MUI X's date picker in the interface language: its dayjs locale sets the order of the day, month
 * and year sections, the app's strings its placeholders and labels. A half-typed day is an invalid
 * date that the form holds as ''.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  max,
  size = 'small',
  fullWidth = true,
  ...rest
}: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const texts = useMemo(() => pickerTexts(language, t), [language, t]);
  // The picker's own value: while a day is half typed it is an invalid date, which the form holds as ''.
  const [date, setDate] = useState(() => parse(value));
  const [given, setGiven] = useState(value ?? '');
  if ((value ?? '') !== given) {
    setGiven(value ?? '');
    if (toDay(date) !== (value ?? '')) setDate(parse(value));
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocaleOf(language)}
      localeText={texts}
    >
      <DesktopDatePicker
        label={label}
        value={date}
        onChange={(next) => {
          setDate(next);
          onChange(toDay(next));
        }}
        maxDate={max ? (parse(max) ?? undefined) : undefined}
        inputRef={rest.inputRef}
        name={rest.name}
        disabled={rest.disabled}
        sx={rest.sx}
        slotProps={{
          textField: {
            size,
            fullWidth,
            required: rest.required,
            error: rest.error,
            helperText: rest.helperText,
            onBlur: rest.onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
