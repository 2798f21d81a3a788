import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { useTranslation } from 'react-i18next';
import { usesTwelveHourClock } from '@/lib/intl-format';
import type { DateFieldProps } from './date-field-props';
import { boundOf, commonPickerProps, PickerLocalization, usePickerValue } from './picker-parts';

/**
 * Below 600 px the calendar with the hours and minutes beside it is wider than the screen (about
 * 490 px), and under it taller than a phone shows: there the calendar alone opens, and once a day is
 * chosen it closes on the hours of the field, typed from there (MUI X: a view without a renderer is
 * edited in the field).
 */
const TIME_IN_THE_FIELD = { hours: null, minutes: null, meridiem: null } as const;

/**
 * MUI X's date and time picker in the interface language, values as `YYYY-MM-DDTHH:mm` (local time).
 * The clock is the language's own (as Intl writes times elsewhere in the app): 24 hours in French,
 * 12 with AM/PM in English and Arabic. A half-typed value is an invalid date that the form holds as ''.
 */
export function DateTimePickerField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { date, change, ...state } = usePickerValue(props.value, props.onChange, 'YYYY-MM-DDTHH:mm');
  return (
    <PickerLocalization>
      <DesktopDateTimePicker
        {...commonPickerProps(props, state)}
        value={date}
        onChange={change}
        ampm={usesTwelveHourClock(i18n.language)}
        minDateTime={boundOf(props.min)}
        maxDateTime={boundOf(props.max)}
        viewRenderers={narrow ? TIME_IN_THE_FIELD : undefined}
      />
    </PickerLocalization>
  );
}
