import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';

type AgreementProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Leaving the box marks it touched (a form that checks touched fields then says what is wrong). */
  touchOnBlur?: boolean;
};

/** A checkbox that must be ticked ("I accept the terms"), with the reason under it when it is not. */
export function AgreementCheckbox<T extends FieldValues, O>({
  control,
  name,
  label,
  touchOnBlur,
}: AgreementProps<T, O>) {
  const { t } = useTranslation('ui-kit');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error !== undefined}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(_, on) => field.onChange(on)}
                onBlur={touchOnBlur ? field.onBlur : undefined}
              />
            }
          />
          {fieldState.error && (
            <FormHelperText>{fieldMessage(t, 'ui-kit', fieldState.error.message)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
