import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { DateFieldProps } from './date-field-props';
import { boundOf, commonPickerProps, PickerLocalization, usePickerValue } from './picker-parts';

/**
 * MUI X's date picker in the interface language, values as `YYYY-MM-DD`. A half-typed day is an
 * invalid date that the form holds as ''.
 */
export function DatePickerField(props: DateFieldProps) {
  const { date, change, ...state } = usePickerValue(props.value, props.onChange, 'YYYY-MM-DD');
  return (
    <PickerLocalization>
      <DesktopDatePicker
        {...commonPickerProps(props, state)}
        value={date}
        onChange={change}
        minDate={boundOf(props.min)}
        maxDate={boundOf(props.max)}
      />
    </PickerLocalization>
  );
}
