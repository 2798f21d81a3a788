import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type FocusEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from './date-field-props';
import { dayjsLocaleOf, pickerTexts } from './date-localization';

/** The text of a picker's value: a day, or a day and a local time. */
export type ValueFormat = 'YYYY-MM-DD' | 'YYYY-MM-DDTHH:mm';

/** A value or bound given as text, as the pickers take it (`YYYY-MM-DD…` is read in local time). */
export const parseValue = (text: string | undefined): Dayjs | null => (text ? dayjs(text) : null);
export const boundOf = (text: string | undefined): Dayjs | undefined => parseValue(text) ?? undefined;

/**
 * The picker's own value and its change handler. While a value is half typed it is null or an
 * invalid date, which the form holds as ''; a new value from the form replaces it unless it is the
 * same value. A field left half typed says so under it (`incomplete`), so nobody saves believing they
 * gave a day that the form never got. Values go out in English digits whatever the field's locale (the Arabic
 * locale writes ٢٠٢٦).
 */
export function usePickerValue(
  value: string | undefined,
  onChange: (value: string) => void,
  format: ValueFormat,
) {
  const { t } = useTranslation('common');
  const [left, setLeft] = useState(false);
  const text = (date: Dayjs | null) => (date?.isValid() ? date.locale('en').format(format) : '');
  const [date, setDate] = useState(() => parseValue(value));
  const [given, setGiven] = useState(value ?? '');
  if ((value ?? '') !== given) {
    setGiven(value ?? '');
    if (text(date) !== (value ?? '')) setDate(parseValue(value));
  }
  const change = (next: Dayjs | null) => {
    setDate(next);
    if (next?.isValid()) setLeft(false);
    onChange(text(next));
  };
  const incomplete = left ? t('dateField.incomplete') : undefined;
  return { date, change, incomplete, leave: setLeft };
}

/**
 * Whether a field holds some of its numbers but not all: MUI X keeps a half-typed value from the form
 * (null, or an invalid date), and its sections say which numbers they hold (`aria-valuenow`; the
 * AM/PM section has no number and is not counted).
 */
function halfTyped(field: HTMLElement): boolean {
  const numbers = [...field.querySelectorAll('[role="spinbutton"][aria-valuemin]')];
  const held = numbers.filter((section) => section.hasAttribute('aria-valuenow')).length;
  return held > 0 && held < numbers.length;
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

/**
 * The props every picker of the app takes alike: its label, form wiring and text field. A half-typed
 * value left behind (`state.incomplete`) shows as the field's error unless the form has its own.
 */
export function commonPickerProps(
  {
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
  }: DateFieldProps,
  state: { incomplete?: string; leave: (halfTyped: boolean) => void },
) {
  // Focus moving between the day, month and year of the field is not leaving it.
  const blur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    state.leave(halfTyped(event.currentTarget));
    onBlur?.();
  };
  return {
    label,
    inputRef,
    name,
    disabled,
    readOnly,
    sx,
    slotProps: {
      textField: {
        size,
        fullWidth,
        required,
        error: error || state.incomplete !== undefined,
        helperText: helperText ?? state.incomplete,
        onBlur: blur,
      },
    },
  };
}
